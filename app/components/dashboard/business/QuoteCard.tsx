import { useFetcher, useLocation } from '@remix-run/react'
import { dateTimeIn } from '~/lib/dashboard/format'
import { type QuoteItem } from '~/lib/dashboard/tab-data'
import { formatPhone } from '~/lib/format'
import { TextareaField } from '~/components/forms'
import {
  ActionForm,
  buttonClass,
  secondaryButtonClass,
  StatusBadge,
  useActionResult,
} from './shared'

function replyHref(q: QuoteItem): string {
  const subject = `Your detailing quote request${q.vehicle ? ` (${q.vehicle})` : ''}`
  return `mailto:${q.email}?subject=${encodeURIComponent(subject)}`
}

function StatusButton({ q, status, label }: { q: QuoteItem; status: string; label: string }) {
  return (
    <ActionForm intent="quote-status" label={`${label}: quote from ${q.name}`}>
      <input type="hidden" name="id" value={q.id} />
      <input type="hidden" name="status" value={status} />
      <button type="submit" className={secondaryButtonClass}>
        {label}
      </button>
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
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          Quote from {q.name}
        </h4>
        <StatusBadge status={q.status} />
      </header>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-slate-600">Contact: </dt>
          <dd className="inline">
            {q.email}
            {q.phone ? ` · ${formatPhone(q.phone)}` : ''}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-600">ZIP code: </dt>
          <dd className="inline">{q.zip ?? '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-600">Vehicle: </dt>
          <dd className="inline">{q.vehicle ?? '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-600">Services: </dt>
          <dd className="inline">{q.services.join(', ') || '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-600">Received: </dt>
          <dd className="inline">{dateTimeIn(q.createdAt, zone)}</dd>
        </div>
        {q.additionalInfo ? (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-slate-600">Details: </dt>
            <dd className="inline">{q.additionalInfo}</dd>
          </div>
        ) : null}
      </dl>
      {open ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          <a
            href={replyHref(q)}
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
          {q.status === 'new' ? (
            <StatusButton q={q} status="contacted" label="Mark contacted" />
          ) : null}
          <StatusButton q={q} status="won" label="Won" />
          <StatusButton q={q} status="lost" label="Lost" />
        </div>
      ) : null}
      <ActionForm
        intent="quote-note"
        label={`Private note on the quote from ${q.name}`}
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="id" value={q.id} />
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
    </article>
  )
}
