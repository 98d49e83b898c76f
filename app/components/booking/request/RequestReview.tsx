import { Form, useNavigation } from '@remix-run/react'
import { cardOnFileText, DEPOSIT_POLICY, noShowFeeText } from '~/lib/payments/deposit-view'
import { type ReactNode, useEffect, useRef } from 'react'
import { formatMoney } from '~/lib/booking/pricing'
import {
  DETAIL_FIELDS,
  type DetailValues,
  formatBookingDate,
  isTimeWindow,
  TIME_WINDOWS,
} from '~/lib/booking/request-fields'
import { type QuoteView } from '~/lib/booking/views'
import { formatPhone } from '~/lib/format'
import { SubmitButton } from '~/components/forms'
import { galleryConsentText } from '~/lib/jobs/limits'

interface Props {
  quote: QuoteView
  values: DetailValues
  token: string
  notice: string | null
  /** What the customer chose (the form's selection), carried to the submit as it was. */
  selection: { vehicle: string; service: number; tier: number; addons: string }
  /** The live time chosen ("Tue, Dec 2 · 9:00 AM"), held for the detailer once sent. */
  time?: string
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="sm:col-span-2">{children}</dd>
    </div>
  )
}

/** Step 2: the estimate priced on the server, then Send Booking Request (or Edit details). */
export function RequestReview({ quote, values, token, notice, selection, time }: Props) {
  const busy = useNavigation().state === 'submitting'
  const heading = useRef<HTMLHeadingElement>(null)
  // The form was replaced by the review: move focus (and the view) to its heading.
  useEffect(() => heading.current?.focus(), [])
  const { package: pkg, area, requested } = quote
  const window = isTimeWindow(values.time_window)
    ? TIME_WINDOWS[values.time_window]
    : values.time_window
  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Review your request
      </h2>
      {notice ? (
        <p role="alert" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      {requested ? (
        <p className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {`${requested.businessName} doesn't serve ${area.city}. ${pkg.businessName} does, so your request goes to them for their closest match to “${requested.serviceName} – ${requested.tierName}”.`}
        </p>
      ) : null}
      <dl className="mt-4 divide-y divide-slate-200">
        <Row term="Detailer">{pkg.businessName}</Row>
        <Row term="Package">
          {[pkg.vehicleName, pkg.categoryName, pkg.serviceName, pkg.tierName].join(' › ')}
        </Row>
        {quote.addons.length > 0 ? (
          <Row term="Add-ons">
            {quote.addons.map((a) => `${a.serviceName} – ${a.tierName}`).join(', ')}
          </Row>
        ) : null}
        <Row term="Service address">
          {values.street}, {values.city}, {values.state.toUpperCase()} {values.zip}
        </Row>
        {time ? (
          <Row term="Time">{time}</Row>
        ) : (
          <Row term="Preferred time">
            {formatBookingDate(values.preferred_date)}, {window}
          </Row>
        )}
        <Row term="Contact">
          {values.name} · {formatPhone(values.phone)} · {values.email}
        </Row>
        {values.notes.trim() ? <Row term="Notes">{values.notes}</Row> : null}
      </dl>
      <div className="mt-6 rounded-xl border-2 border-brand-600 p-5" data-testid="estimate">
        <h3 className="font-semibold">Your estimate</h3>
        <dl className="mt-2 space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>{pkg.tierName}</dt>
            <dd>{formatMoney(pkg.priceCents)}</dd>
          </div>
          {quote.addons.map((a) => (
            <div key={a.tierId} className="flex justify-between">
              <dt>{`+ ${a.serviceName} – ${a.tierName}`}</dt>
              <dd>{formatMoney(a.priceCents)}</dd>
            </div>
          ))}
          {area.multiplier !== 1 ? (
            <div className="flex justify-between">
              <dt>Service area rate for {area.city}</dt>
              <dd>× {area.multiplier}</dd>
            </div>
          ) : null}
          {area.minimumCents > 0 && quote.estimateCents === area.minimumCents ? (
            <div className="flex justify-between">
              <dt>Minimum charge in {area.city} applies</dt>
              <dd>{formatMoney(area.minimumCents)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
            <dt>Estimate</dt>
            <dd>{formatMoney(quote.estimateCents)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Duration</dt>
            <dd>{`${pkg.durationMinutes + quote.addons.reduce((sum, a) => sum + a.durationMinutes, 0)} minutes`}</dd>
          </div>
        </dl>
        {quote.depositCents ? (
          <div className="mt-3 space-y-1 text-sm text-slate-700" data-testid="deposit-note">
            <p>
              <strong>Deposit now: {formatMoney(quote.depositCents)}</strong>, paid by card on the
              next page; your request holds its time once it is paid. The rest (
              {formatMoney(quote.estimateCents - quote.depositCents)} on this estimate) is due after
              the job.
            </p>
            <p>{DEPOSIT_POLICY}</p>
            {quote.noShowFeeCents ? (
              <p data-testid="no-show-note">{noShowFeeText(quote.noShowFeeCents)}</p>
            ) : null}
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-600">
            Final pricing depends on condition, options, and availability. No payment is taken now;{' '}
            {pkg.businessName} will contact you to confirm.
          </p>
        )}
      </div>
      <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <input type="hidden" name="vehicle" value={selection.vehicle} />
        <input type="hidden" name="service" value={selection.service} />
        <input type="hidden" name="tier" value={selection.tier} />
        <input type="hidden" name="addons" value={selection.addons} />
        <input type="hidden" name="idempotency_key" value={token} />
        <input type="hidden" name="quoted_estimate" value={quote.estimateCents} />
        {DETAIL_FIELDS.map((field) => (
          <input key={field} type="hidden" name={field} value={values[field]} />
        ))}
        {quote.depositCents ? (
          // Unticked by default: the card is kept only when the customer says so (issue 39).
          <label className="flex items-start gap-2 text-sm text-slate-700 sm:basis-full">
            <input type="checkbox" name="save_card" value="yes" className="mt-1 h-4 w-4 shrink-0" />
            <span>{cardOnFileText(pkg.businessName, quote.noShowFeeCents ?? 0)}</span>
          </label>
        ) : null}
        {/* Unticked by default: the photos of the job stay private unless the customer agrees. */}
        <label className="flex items-start gap-2 text-sm text-slate-700 sm:basis-full">
          <input
            type="checkbox"
            name="gallery_consent"
            value="yes"
            className="mt-1 h-4 w-4 shrink-0"
          />
          <span>{galleryConsentText(pkg.businessName)}</span>
        </label>
        <SubmitButton
          name="intent"
          value="submit"
          busy={busy}
          busyLabel="Sending…"
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Send Booking Request
        </SubmitButton>
        <button
          type="submit"
          name="intent"
          value="edit"
          disabled={busy}
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50"
        >
          Edit details
        </button>
      </Form>
    </div>
  )
}
