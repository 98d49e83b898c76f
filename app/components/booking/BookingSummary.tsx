import { Link } from '@remix-run/react'
import { type ChosenTier } from '~/lib/booking/packages'
import { formatMoney } from '~/lib/booking/pricing'
import { type BookingVehicle } from '~/lib/booking/vehicles'
import { CheckIcon } from './TierCard'

interface Props {
  vehicle: BookingVehicle
  chosen: ChosenTier
  addons: ChosenTier[]
  /** The package and its add-ons. */
  totalCents: number
  requestPath: string
}

/** 'Ready to Book Your Service': the path to the chosen tier, its price, minutes and features. */
export function BookingSummary({ vehicle, chosen, addons, totalCents, requestPath }: Props) {
  const { category, service, tier } = chosen
  return (
    <section
      id="summary"
      aria-labelledby="summary-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10"
    >
      <div className="rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-sm">
        <h2 id="summary-heading" className="text-2xl font-bold">
          Ready to Book Your Service
        </h2>
        <ol
          aria-label="Your selection"
          className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-slate-700"
        >
          {[vehicle.name, category.name, service.name, tier.name].map((part, i) => (
            <li key={`${i}-${part}`} className="flex items-center gap-2">
              {i > 0 ? <span aria-hidden="true">›</span> : null}
              <span className={i === 3 ? 'font-semibold text-slate-900' : ''}>{part}</span>
            </li>
          ))}
        </ol>
        {addons.length > 0 && (
          <ul aria-label="Add-ons" className="mt-3 space-y-1 text-sm">
            {addons.map((a) => (
              <li key={a.tier.id} className="flex justify-between gap-4">
                <span>{`+ ${a.service.name} – ${a.tier.name}`}</span>
                <span>{formatMoney(a.tier.priceCents)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4" data-testid="summary-total">
          <span className="text-3xl font-extrabold">{formatMoney(totalCents)}</span>
          <span className="ml-3 text-slate-600">
            {tier.duration + addons.reduce((sum, a) => sum + a.tier.duration, 0)} minutes
          </span>
        </p>
        {tier.features.length > 0 ? (
          <>
            <h3 className="mt-4 font-semibold">Included</h3>
            <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
              {tier.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckIcon className="mt-0.5 text-emerald-600" />
                  {feature}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="mt-4 text-sm text-slate-600">
          Final pricing depends on condition, options, and availability.
        </p>
        <Link
          to={requestPath}
          prefetch="intent"
          className="mt-5 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Continue to Booking
        </Link>
      </div>
    </section>
  )
}

/** The sticky bottom bar shown while a tier is selected. */
export function StickyBookingBar({
  tierName,
  priceCents,
  requestPath,
}: {
  tierName: string
  priceCents: number
  requestPath: string
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <p className="hidden text-sm text-slate-700 sm:block">
          {tierName} ·{' '}
          <span className="font-semibold text-slate-900">{formatMoney(priceCents)}</span>
        </p>
        <Link
          to={requestPath}
          className="w-full rounded-md bg-brand-600 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-700 sm:w-auto"
        >
          {`Continue to Booking - ${tierName}`}
        </Link>
      </div>
    </div>
  )
}
