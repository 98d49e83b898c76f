import { dateTimeIn } from '~/lib/dashboard/format'
import { type QuoteItem } from '~/lib/dashboard/tab-data'
import { formatPhone } from '~/lib/format'
import { factsClass } from '~/components/dashboard/business/shared'

type QuoteFactsItem = Pick<
  QuoteItem,
  'email' | 'phone' | 'zip' | 'vehicle' | 'services' | 'additionalInfo' | 'createdAt'
>

/** A mailto link that opens the mail program with the reply's subject filled in. */
export function quoteReplyHref(q: Pick<QuoteItem, 'email' | 'vehicle'>): string {
  const subject = `Your detailing quote request${q.vehicle ? ` (${q.vehicle})` : ''}`
  return `mailto:${q.email}?subject=${encodeURIComponent(subject)}`
}

/** What the customer sent with a quote request, as the detailer's and the admin's cards show it. */
export function QuoteFacts({ quote: q, zone }: { quote: QuoteFactsItem; zone: string }) {
  return (
    <dl className={factsClass}>
      <div>
        <dt>Contact: </dt>
        <dd>{q.phone ? `${q.email} · ${formatPhone(q.phone)}` : q.email}</dd>
      </div>
      <div>
        <dt>ZIP code: </dt>
        <dd>{q.zip ?? '—'}</dd>
      </div>
      <div>
        <dt>Vehicle: </dt>
        <dd>{q.vehicle ?? '—'}</dd>
      </div>
      <div>
        <dt>Services: </dt>
        <dd>{q.services.join(', ') || '—'}</dd>
      </div>
      <div>
        <dt>Received: </dt>
        <dd>{`${dateTimeIn(q.createdAt, zone)}${zone === 'UTC' ? ' UTC' : ''}`}</dd>
      </div>
      {q.additionalInfo ? (
        <div className="sm:col-span-2">
          <dt>Details: </dt>
          <dd>{q.additionalInfo}</dd>
        </div>
      ) : null}
    </dl>
  )
}
