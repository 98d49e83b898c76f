import { formatBookingDate } from '~/lib/booking/request-fields'

export interface QuoteItem {
  id: number
  status: 'new' | 'contacted' | 'won' | 'lost' | 'closed'
  summary: string
  vehicle: string | null
  businessName: string
  requestedOn: string
}

// The customer's words for where the detailer has got to; 'won'/'lost' are the detailer's own.
const QUOTE_STATUS: Record<QuoteItem['status'], string> = {
  new: 'Sent',
  contacted: 'Detailer in touch',
  won: 'Booked',
  lost: 'Closed',
  closed: 'Closed',
}

/** The customer's latest quote requests (they have no page of their own). */
export function QuoteList({ quotes }: { quotes: QuoteItem[] }) {
  return (
    <>
      <h2 className="mt-10 text-xl font-semibold">Quote requests</h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {quotes.map((q) => (
          <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
            <span>
              <span className="font-medium text-slate-900">{q.summary}</span>
              <span className="block text-slate-700">
                {q.businessName}
                {q.vehicle ? ` · ${q.vehicle}` : ''} · {formatBookingDate(q.requestedOn)}
              </span>
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-900">
              {QUOTE_STATUS[q.status]}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}
