import { type ActionResult } from '~/lib/dashboard/action-result'
import { dateTimeIn, dollars } from '~/lib/dashboard/format'
import type { MoneyTabData } from '~/server/payments/money-tab.server'
import { Card } from '../website/Card'

const STATUS_TEXT: Record<string, string> = {
  warning_needs_response: 'Inquiry: answer before the deadline',
  needs_response: 'Needs your evidence',
  under_review: 'Evidence sent: the bank is deciding',
  won: 'Won: the money is yours',
  lost: 'Lost: the money went back to the customer',
}

/** Disputes of the business's charges, each with its deadline (the evidence form follows). */
export function DisputesCard({ data }: { data: MoneyTabData; result: ActionResult | null }) {
  if (data.disputes.length === 0) return null
  return (
    <Card title="Disputes" id="money-disputes-heading">
      <ul className="space-y-4">
        {data.disputes.map((d) => (
          <li key={d.id} className="rounded-md p-3 ring-1 ring-slate-200" data-testid="dispute">
            <p className="font-semibold">
              {d.bookingReference ?? 'Booking'} · {dollars(d.amountCents)}
            </p>
            <p className="text-sm">{STATUS_TEXT[d.status] ?? d.status}</p>
            {d.open ? (
              <p className="text-sm text-red-800">
                Send evidence by {dateTimeIn(d.evidenceDueBy, data.timeZone)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  )
}
