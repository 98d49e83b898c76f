import { dateTimeIn, dollars } from '~/lib/dashboard/format'
import {
  type BookingDispute,
  DISPUTE_STATUS_TEXT,
  disputeOpen,
  disputeReasonText,
} from '~/lib/payments/dispute-view'

/** The id of a dispute's entry on the Money tab, where its evidence form is. */
export const disputeAnchor = (id: string) => `dispute-${id.replace(/\W/g, '')}`

/**
 * A booking's dispute where the booking is shown (its card, its invoice page): the amount held,
 * the customer's reason, the status, the deadline in the business's zone and, while evidence can
 * still be sent, a link to the Money tab's form; once decided, the outcome.
 */
export function DisputeNote({
  dispute: d,
  zone,
  moneyPath,
}: {
  dispute: BookingDispute
  zone: string
  /** The business's Money tab (`?tab=money` on the dashboard). */
  moneyPath: string
}) {
  const open = disputeOpen(d.status)
  const decided = d.status === 'won' || d.status === 'lost'
  return (
    <div
      className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
      data-testid="booking-dispute"
    >
      <p className="font-semibold">{`Disputed: ${dollars(d.amountCents)}`}</p>
      <p>{`Reason: ${disputeReasonText(d.reason)}`}</p>
      <p>{`Status: ${DISPUTE_STATUS_TEXT[d.status] ?? d.status}`}</p>
      {open ? (
        <p className="font-semibold">{`Evidence due by ${dateTimeIn(d.evidenceDueBy, zone)}`}</p>
      ) : null}
      {d.evidenceSubmittedAt ? (
        <p>{`Evidence sent ${dateTimeIn(d.evidenceSubmittedAt, zone)}`}</p>
      ) : null}
      {decided ? (
        <p className="font-semibold">{`Outcome: ${d.status === 'won' ? 'won' : 'lost'}`}</p>
      ) : null}
      {d.answerable ? (
        <a
          href={`${moneyPath}#${disputeAnchor(d.id)}`}
          className="mt-1 inline-block font-semibold underline"
        >
          Attach evidence
        </a>
      ) : null}
    </div>
  )
}
