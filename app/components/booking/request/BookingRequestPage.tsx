import { Link } from '@remix-run/react'
import { type DetailValues } from '~/lib/booking/request-fields'
import { type PackageView, type RequestActionData, type SlotPickerView } from '~/lib/booking/views'
import { PackageCard } from './PackageCard'
import { RequestForm } from './RequestForm'
import { RequestReview } from './RequestReview'
import { SlotPicker } from './SlotPicker'

interface Props {
  businessName: string | null
  bookingPath: string
  pkg: PackageView | null
  /** Add-ons booked with the package. */
  addons: PackageView[]
  problem: string | null
  token: string
  earliest: string
  latest: string
  areas: { city: string; state: string }[]
  /** Dates on which the detailer blocked whole time windows. */
  blocked: Record<string, string[]>
  /** Live times from the detailer's working hours; null when it has none. */
  slots: SlotPickerView | null
  result: RequestActionData | undefined
}

/** /booking/request: the package, then the customer's details, then the priced review. */
export function BookingRequestPage({
  businessName,
  bookingPath,
  pkg,
  addons,
  problem,
  token,
  earliest,
  latest,
  areas,
  blocked,
  slots,
  result,
}: Props) {
  if (!pkg) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">Request a Booking</h1>
        <p role="alert" className="mt-4 text-slate-700">
          {problem}
        </p>
        <Link
          to={bookingPath}
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Choose a Package
        </Link>
      </section>
    )
  }
  const addonIds = addons.map((a) => a.tierId).join(',')
  const selection = {
    vehicle: pkg.vehicle,
    service: pkg.serviceId,
    tier: pkg.tierId,
    addons: addonIds,
  }
  const changeHref = `${bookingPath}?${new URLSearchParams({ vehicle: pkg.vehicle, service: String(pkg.serviceId), tier: String(pkg.tierId), ...(addonIds ? { addons: addonIds } : {}) }).toString()}`
  const values: DetailValues | null = result?.values ?? null
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Request a Booking</h1>
      <p className="mt-1 text-slate-600">
        {businessName ? `With ${businessName}. ` : ''}Tell us where and when; you&apos;ll confirm
        the estimate before sending.
      </p>
      <div className="mt-6">
        <PackageCard
          pkg={pkg}
          addons={addons}
          changeHref={changeHref}
          showBusiness={!businessName}
        />
      </div>
      <div className="mt-8">
        {result?.step === 'review' ? (
          <RequestReview
            quote={result.quote}
            values={result.values}
            token={result.token}
            notice={result.notice}
            selection={selection}
            time={result.time}
          />
        ) : (
          <>
            <h2 className="mb-4 text-2xl font-bold">Your details</h2>
            <RequestForm
              pkg={pkg}
              addons={addonIds}
              values={values}
              errors={result?.step === 'details' ? result.errors : {}}
              token={result?.token ?? token}
              earliest={earliest}
              latest={latest}
              areas={areas}
              blocked={blocked}
              businessName={businessName}
              timeChoice={
                slots ? (
                  <SlotPicker
                    picker={slots}
                    selection={selection}
                    chosen={values?.slot ?? ''}
                    error={result?.step === 'details' ? result.errors.slot : undefined}
                  />
                ) : null
              }
            />
          </>
        )}
      </div>
    </section>
  )
}
