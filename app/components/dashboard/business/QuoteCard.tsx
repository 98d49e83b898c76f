import { useFetcher, useLocation } from '@remix-run/react'
import { type QuoteItem } from '~/lib/dashboard/tab-data'
import { TextareaField } from '~/components/forms'
import { QuoteFacts, quoteReplyHref } from '~/components/quotes/QuoteFacts'
import {
  ActionForm,
  buttonClass,
  secondaryButtonClass,
  StatusBadge,
  useActionResult,
} from './shared'
import { ItemCard } from '~/components/lists'

/** One form for the quote's next statuses: the button pressed sends its own status. */
function StatusButtons({ q }: { q: QuoteItem }) {
  const next = [
    ...(q.status === 'new' ? [{ status: 'contacted', label: 'Mark contacted' }] : []),
    { status: 'won', label: 'Won' },
    { status: 'lost', label: 'Lost' },
  ]
  return (
    <ActionForm
      intent="quote-status"
      id={q.id}
      label={`Status of the quote from ${q.name}`}
      className="flex flex-wrap items-center gap-2"
    >
      {next.map(({ status, label }) => (
        <button
          key={status}
          type="submit"
          name="status"
          value={status}
          className={secondaryButtonClass}
        >
          {label}
        </button>
      ))}
    </ActionForm>
  )
}

export function QuoteCard({ quote: q, zone }: { quote: QuoteItem; zone: string }) {
  const fetcher = useFetcher()
  const location = useLocation()
  const result = useActionResult(['quote-status', 'quote-note'], q.id)
  const noteError = result && !result.ok ? result.errors.note : undefined
  const open = q.status === 'new' || q.status === 'contacted'
  const headingId = `quote-${q.id}-title`
  const noteId = `quote-${q.id}-note`
  return (
    <ItemCard
      headingId={headingId}
      title={`Quote from ${q.name}`}
      badges={<StatusBadge status={q.status} />}
    >
      <QuoteFacts quote={q} zone={zone} />
      {open ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          <a
            href={quoteReplyHref(q)}
            className={buttonClass}
            onClick={() => {
              // The mail client opens from the link; with JavaScript the quote is also marked contacted.
              if (q.status === 'new')
                fetcher.submit(
                  { intent: 'quote-status', id: String(q.id), status: 'contacted' },
                  { method: 'post', action: `${location.pathname}${location.search}` },
                )
            }}
          >
            Reply
          </a>
          <StatusButtons q={q} />
        </div>
      ) : null}
      <ActionForm
        intent="quote-note"
        id={q.id}
        label={`Private note on the quote from ${q.name}`}
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <TextareaField
          label="Private note (only you see it)"
          errors={noteError}
          className="min-w-64 flex-1"
          textareaProps={{
            id: noteId,
            name: 'note',
            rows: 2,
            maxLength: 1000,
            defaultValue: q.privateNote ?? '',
          }}
        />
        <button type="submit" className={secondaryButtonClass}>
          Save note
        </button>
      </ActionForm>
    </ItemCard>
  )
}
