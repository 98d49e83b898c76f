import { Link } from '@remix-run/react'
import {
  BOOKING_STATUSES,
  QUOTE_STATUSES,
  type RequestsTab as Data,
} from '~/lib/dashboard/tab-data'
import { BookingCard } from './BookingCard'
import { QuoteCard } from './QuoteCard'
import { ActionNotice } from './shared'

function FilterNav({
  label,
  param,
  other,
  current,
  options,
  counts,
}: {
  label: string
  param: string
  other: string
  current: string
  options: readonly string[]
  counts: Partial<Record<string, number>>
}) {
  const total = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0)
  return (
    <nav aria-label={label} className="mb-3 flex flex-wrap gap-2 text-sm">
      {['all', ...options].map((s) => (
        <Link
          key={s}
          to={`?tab=requests&${param}=${s}&${other}`}
          aria-current={current === s ? 'page' : undefined}
          className="rounded-full border border-slate-300 px-3 py-1 capitalize aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
        >
          {s} ({s === 'all' ? total : (counts[s] ?? 0)})
        </Link>
      ))}
    </nav>
  )
}

export function RequestsTab({ data }: { data: Data }) {
  const zone = data.settings.timeZone
  return (
    <div>
      <h2 className="text-2xl font-bold">Requests</h2>
      <p className="mb-4 text-sm text-slate-600">Times are shown in {zone.replace('_', ' ')}.</p>
      <ActionNotice />
      <section aria-labelledby="booking-requests-heading" className="mb-10">
        <h3 id="booking-requests-heading" className="mb-2 text-xl font-semibold">
          Booking requests
        </h3>
        <FilterNav
          label="Filter booking requests by status"
          param="status"
          other={`quotes=${data.quoteFilter}`}
          current={data.bookingFilter}
          options={BOOKING_STATUSES}
          counts={data.bookingCounts}
        />
        {data.bookings.length === 0 ? (
          <p className="text-slate-600">No booking requests here yet.</p>
        ) : (
          <ul className="space-y-4">
            {data.bookings.map((b) => (
              <li key={b.id}>
                <BookingCard booking={b} zone={zone} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="quote-requests-heading">
        <h3 id="quote-requests-heading" className="mb-2 text-xl font-semibold">
          Quote requests
        </h3>
        <FilterNav
          label="Filter quote requests by status"
          param="quotes"
          other={`status=${data.bookingFilter}`}
          current={data.quoteFilter}
          options={QUOTE_STATUSES}
          counts={data.quoteCounts}
        />
        {data.quotes.length === 0 ? (
          <p className="text-slate-600">No quote requests here yet.</p>
        ) : (
          <ul className="space-y-4">
            {data.quotes.map((q) => (
              <li key={q.id}>
                <QuoteCard quote={q} zone={zone} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
