import { type ReactNode } from 'react'
import { FilteredList, FilterLinks } from '~/components/lists'
import {
  BOOKING_STATUSES,
  QUOTE_STATUSES,
  type RequestsTab as Data,
} from '~/lib/dashboard/tab-data'
import { BookingCard } from './BookingCard'
import { QuoteCard } from './QuoteCard'
import { ActionNotice } from './shared'

interface InboxProps<T> {
  kind: 'booking' | 'quote'
  data: Data
  items: readonly T[]
  render: (item: T) => ReactNode
}

/** One inbox: its status filter with counts, then its requests, newest first. */
function Inbox<T extends { id: number }>({ kind, data, items, render }: InboxProps<T>) {
  // Each inbox's filter link keeps the other inbox's filter.
  const filter =
    kind === 'booking'
      ? { param: 'status', current: data.bookingFilter, other: `quotes=${data.quoteFilter}` }
      : { param: 'quotes', current: data.quoteFilter, other: `status=${data.bookingFilter}` }
  // Paging one list keeps both filters and the other list's page.
  const paged =
    kind === 'booking'
      ? { param: 'bpage', at: data.bookingPage, other: `qpage=${data.quotePage.page}` }
      : { param: 'qpage', at: data.quotePage, other: `bpage=${data.bookingPage.page}` }
  const filtersQuery = `status=${data.bookingFilter}&quotes=${data.quoteFilter}`
  const options = kind === 'booking' ? BOOKING_STATUSES : QUOTE_STATUSES
  const counts: Partial<Record<string, number>> =
    kind === 'booking' ? data.bookingCounts : data.quoteCounts
  const total = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0)
  const heading = `${kind}-requests-heading`
  const links = ['all', ...options].map((s) => ({
    key: s,
    label: `${s} (${s === 'all' ? total : (counts[s] ?? 0)})`,
    href: `?tab=requests&${filter.param}=${s}&${filter.other}`,
    current: filter.current === s,
  }))
  return (
    <section aria-labelledby={heading} className={kind === 'booking' ? 'mb-10' : undefined}>
      <h3 id={heading} className="mb-2 text-xl font-semibold">
        {kind === 'booking' ? 'Booking requests' : 'Quote requests'}
      </h3>
      <FilteredList
        filters={<FilterLinks label={`Filter ${kind} requests by status`} links={links} />}
        items={items}
        empty={`No ${kind} requests here yet.`}
        emptyClassName="text-slate-600"
        paging={{
          ...paged.at,
          label: `${kind === 'booking' ? 'Booking' : 'Quote'} request pages`,
          href: (n) => `?tab=requests&${filtersQuery}&${paged.other}&${paged.param}=${n}`,
        }}
      >
        {(rows) => (
          <ul className="space-y-4">
            {rows.map((row) => (
              <li key={row.id}>{render(row)}</li>
            ))}
          </ul>
        )}
      </FilteredList>
    </section>
  )
}

export function RequestsTab({ data }: { data: Data }) {
  const zone = data.settings.timeZone
  return (
    <div>
      <h2 className="text-2xl font-bold">Requests</h2>
      <p className="mb-4 text-sm text-slate-600">Times are shown in {zone.replace('_', ' ')}.</p>
      <ActionNotice />
      <Inbox
        kind="booking"
        data={data}
        items={data.bookings}
        render={(b) => <BookingCard booking={b} zone={zone} />}
      />
      <Inbox
        kind="quote"
        data={data}
        items={data.quotes}
        render={(q) => <QuoteCard quote={q} zone={zone} />}
      />
    </div>
  )
}
