import { Form, Link, useNavigation } from '@remix-run/react'
import { FilteredList } from '~/components/lists'
import { FormError, SubmitButton } from '~/components/forms'
import { type BookingListItem } from '~/lib/account/bookings'
import { BookingCards } from './BookingList'
import { QuoteList, type QuoteItem } from './QuoteList'

interface Section {
  items: BookingListItem[]
  hasMore: boolean
}

export interface MyBookingsProps {
  email: string
  emailVerified: boolean
  upcoming: Section
  past: Section
  quotes: QuoteItem[]
  pages: { upcoming: number; past: number }
  verify?: { sent: boolean; error: string | null }
}

const pageHref = (pages: MyBookingsProps['pages'], key: 'upcoming' | 'past', page: number) => {
  const next = new URLSearchParams({ upcoming: String(pages.upcoming), past: String(pages.past) })
  next.set(key, String(page))
  return `/account?${next.toString()}#${key}`
}

/** One list of the page, upcoming or past, paged on its own (the other list keeps its page). */
function BookingsSection(props: {
  which: 'upcoming' | 'past'
  title: string
  empty: string
  className: string
  section: Section
  pages: MyBookingsProps['pages']
}) {
  const { which, section, pages } = props
  return (
    <section aria-labelledby={which}>
      <h2 id={which} className={`${props.className} scroll-mt-24 text-xl font-semibold`}>
        {props.title}
      </h2>
      <FilteredList
        items={section.items}
        empty={props.empty}
        emptyClassName="py-4 text-slate-700"
        paging={{
          page: pages[which],
          hasMore: section.hasMore,
          href: (p) => pageHref(pages, which, p),
        }}
      >
        {(items) => <BookingCards items={items} />}
      </FilteredList>
    </section>
  )
}

/** The signed-in customer's home: their bookings, upcoming then past, and their quote requests. */
export function MyBookingsPage(props: MyBookingsProps) {
  const { upcoming, past, pages } = props
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold">My bookings</h1>
        <Link to="/account/settings" className="font-medium text-brand-700 underline">
          Settings
        </Link>
      </div>
      {props.emailVerified ? null : <VerifyEmail {...props} />}
      <BookingsSection
        which="upcoming"
        title="Upcoming"
        empty="No upcoming bookings."
        className="mt-8"
        section={upcoming}
        pages={pages}
      />
      <p className="mt-4">
        <Link to="/booking" className="font-medium text-brand-700 underline">
          Book a detail
        </Link>
      </p>
      <BookingsSection
        which="past"
        title="Past"
        empty="No past bookings yet."
        className="mt-10"
        section={past}
        pages={pages}
      />
      {props.quotes.length > 0 ? <QuoteList quotes={props.quotes} /> : null}
    </section>
  )
}

function VerifyEmail({ email, verify }: MyBookingsProps) {
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4">
      {verify?.sent ? (
        <p role="status" className="text-slate-900">
          We sent a confirmation link to <strong>{email}</strong>. Open it to add the requests you
          made with this address before signing in.
        </p>
      ) : (
        <Form method="post" className="space-y-3">
          <p className="text-slate-900">
            Made a booking request with <strong>{email}</strong> before signing in? Confirm this
            address and it will appear here.
          </p>
          <input type="hidden" name="intent" value="verify-email" />
          <FormError message={verify?.error} />
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send confirmation email
          </SubmitButton>
        </Form>
      )}
    </div>
  )
}
