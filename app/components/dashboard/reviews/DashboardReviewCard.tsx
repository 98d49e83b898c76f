import { Link } from '@remix-run/react'
import { TextareaField } from '~/components/forms'
import { REPLY_MAX, REPORT_REASON_MAX } from '~/lib/customer-review'
import { shortDate } from '~/lib/dashboard/format'
import { type DashboardReview } from '~/server/dashboard/reviews-tab.server'
import { ActionForm, buttonClass, secondaryButtonClass, useActionResult } from '../business/shared'
import { ItemCard } from '~/components/lists'

const STATUS_TEXT: Record<string, string> = {
  approved: 'Published',
  pending: 'Waiting for moderation',
  hidden: 'Hidden by the admin',
  rejected: 'Rejected by the admin',
}

/** One review in the dashboard: what the customer wrote, the reply form and the report form. */
export function DashboardReviewCard({
  review: r,
  reporting,
  pageQuery,
}: {
  review: DashboardReview
  reporting: boolean
  pageQuery: string
}) {
  const result = useActionResult(['review-reply', 'review-report'], r.id)
  const errors = result && !result.ok ? result.errors : {}
  const headingId = `dash-review-${r.id}`
  return (
    <ItemCard
      headingId={headingId}
      heading="h3"
      title={
        <>
          {r.reviewerName}{' '}
          <span aria-hidden="true" className="text-amber-700">
            {'★'.repeat(r.rating)}
          </span>
          <span className="sr-only">, {r.rating} out of 5 stars</span>
        </>
      }
      badges={
        <p className="flex flex-wrap gap-2 text-xs">
          {r.verified ? (
            <span className="rounded-full bg-green-100 px-2 py-0.5 font-medium text-green-800">
              Verified
            </span>
          ) : null}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800">
            {STATUS_TEXT[r.status] ?? r.status}
          </span>
          <time dateTime={r.publishedAt} className="py-0.5 text-slate-600">
            {shortDate(r.publishedAt.slice(0, 10))}
          </time>
        </p>
      }
    >
      {r.title ? <p className="mt-2 font-medium">{r.title}</p> : null}
      <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{r.content}</p>
      {r.photos.length > 0 ? (
        <ul className="mt-2 flex gap-2" aria-label={`Photos from ${r.reviewerName}`}>
          {r.photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={`The work, as ${r.reviewerName} saw it (${i + 1})`}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="h-16 w-16 rounded-md border border-slate-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ActionForm
        intent="review-reply"
        id={r.id}
        label={`Reply to the review by ${r.reviewerName}`}
        className="mt-3 space-y-2 border-t border-slate-100 pt-3"
      >
        <TextareaField
          label={r.reply ? 'Your public reply' : 'Reply publicly'}
          errors={errors.reply}
          textareaProps={{
            id: `review-${r.id}-reply`,
            name: 'reply',
            rows: 2,
            maxLength: REPLY_MAX,
            defaultValue: r.reply ?? '',
          }}
        />
        <button type="submit" className={buttonClass}>
          {r.reply ? 'Update reply' : 'Reply'}
        </button>
      </ActionForm>
      {r.reportReason ? (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {`Reported to the admin: ${r.reportReason}`}
        </p>
      ) : (
        <div className="mt-3">
          {reporting ? (
            <ActionForm
              intent="review-report"
              id={r.id}
              label={`Report the review by ${r.reviewerName}`}
              className="space-y-2"
            >
              <TextareaField
                label="Why should the admin look at it?"
                errors={errors.reason}
                textareaProps={{
                  id: `review-${r.id}-reason`,
                  name: 'reason',
                  rows: 2,
                  maxLength: REPORT_REASON_MAX,
                  autoFocus: true,
                }}
              />
              <div className="flex flex-wrap items-center gap-3">
                <button type="submit" className={secondaryButtonClass}>
                  Send report
                </button>
                <Link
                  to={`?tab=reviews${pageQuery}`}
                  preventScrollReset
                  className="text-sm font-semibold text-slate-800 underline"
                >
                  Cancel
                </Link>
              </div>
            </ActionForm>
          ) : (
            <Link
              to={`?tab=reviews${pageQuery}&report=${r.id}`}
              preventScrollReset
              className="text-sm font-semibold text-slate-800 underline"
            >
              Report to the admin
            </Link>
          )}
        </div>
      )}
    </ItemCard>
  )
}
