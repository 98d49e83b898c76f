import { Form, useLocation, useNavigation } from '@remix-run/react'
import { type DashboardParams } from '~/lib/admin-dashboard'
import { REVIEW_STATUSES, REVIEW_TYPES } from '~/lib/review-schemas'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { inputClass, type Option, SelectField } from '~/components/forms'
import { FilteredList } from '~/components/lists'
import { BusinessCombobox } from '~/components/pickers/BusinessCombobox'
import { useHydrated } from '~/components/dashboard/useHydrated'
import { dashboardPaging, formatDate, secondaryButton, smallButton } from './ui'

type ReviewsView = Extract<DashboardData, { tab: 'reviews' }>
type Review = ReviewsView['reviews'][number]

/** Every review (filter by business, type, status) with hide/restore and feature. */
export function ModerationList({ params, view }: { params: DashboardParams; view: ReviewsView }) {
  const search = new URLSearchParams(useLocation().search)
  const hydrated = useHydrated()
  const filters: { id: string; label: string; name: string; value?: string; options: Option[] }[] =
    [
      {
        id: 'filter-type',
        label: 'Type',
        name: 'rtype',
        value: params.rtype,
        options: [{ value: '', label: 'All types' }, ...REVIEW_TYPES],
      },
      {
        id: 'filter-status',
        label: 'Status',
        name: 'rstatus',
        value: params.rstatus,
        options: [{ value: 'all', label: 'All statuses' }, ...REVIEW_STATUSES],
      },
    ]
  return (
    <section aria-labelledby="moderation-heading">
      <h2 id="moderation-heading" className="text-xl font-semibold">
        All Reviews{' '}
        <span className="ml-1 text-base font-normal text-slate-600">(newest first)</span>
      </h2>
      <Form method="get" action="/admin-dashboard" className="mt-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value="reviews" />
        <BusinessCombobox
          id="filter-business"
          label="Business"
          name="business"
          initial={view.filtered}
          hint={hydrated ? undefined : 'Slug, or part of a name to search'}
          className="text-xs"
          inputClassName={`${inputClass} py-1`}
        />
        {filters.map((filter) => (
          <SelectField
            key={filter.id}
            label={<span className="text-xs text-slate-700">{filter.label}</span>}
            options={filter.options}
            selectProps={{
              id: filter.id,
              name: filter.name,
              defaultValue: filter.value ?? '',
              className: `${inputClass} py-1`,
            }}
          />
        ))}
        <button type="submit" className={secondaryButton}>
          Filter
        </button>
      </Form>
      <FilteredList
        items={view.reviews}
        empty="No reviews match"
        paging={dashboardPaging(params.page, view.hasMore, search)}
      >
        {(reviews) => (
          <ul className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200">
            {reviews.map((review) => (
              <ReviewRow
                key={review.id}
                review={review}
                report={view.reports.find((r) => r.reviewId === review.id)?.reason ?? null}
              />
            ))}
          </ul>
        )}
      </FilteredList>
    </section>
  )
}

function ReviewRow({ review, report }: { review: Review; report: string | null }) {
  const navigation = useNavigation()
  const pending =
    navigation.state === 'submitting' && navigation.formData?.get('id') === String(review.id)
  const actions: { action: string; label: string }[] = [
    ...(review.status === 'pending'
      ? [
          { action: 'approve', label: 'Publish' },
          { action: 'reject', label: 'Reject' },
        ]
      : []),
    report ? { action: 'dismiss', label: 'Dismiss report' } : null,
    review.status === 'approved'
      ? { action: 'hide', label: 'Hide' }
      : review.status === 'hidden'
        ? { action: 'restore', label: 'Restore' }
        : null,
    review.is_featured
      ? { action: 'unfeature', label: 'Unfeature' }
      : { action: 'feature', label: 'Feature' },
  ].filter((a): a is { action: string; label: string } => a !== null)
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-3" aria-busy={pending}>
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {review.reviewer_name} · {'★'.repeat(review.rating)}
          <span className="sr-only"> {review.rating} out of 5</span>
        </p>
        <p className="text-sm text-slate-700">{review.title ?? ''}</p>
        <p className="text-xs text-slate-600">
          {review.business_name ?? 'Mobile Detail Hub'} · {review.type} · {review.status}
          {review.is_featured ? ' · featured' : ''}
          {review.is_verified ? ' · verified' : ''} · {formatDate(review.published_at)}
        </p>
        {review.status === 'pending' || report ? (
          <p className="mt-1 line-clamp-3 whitespace-pre-line text-sm text-slate-800">
            {review.content}
          </p>
        ) : null}
        {review.status === 'pending' && review.hold_reason ? (
          <p className="mt-1 text-sm text-amber-900">{`Held: ${review.hold_reason}`}</p>
        ) : null}
        {report ? <p className="mt-1 text-sm text-red-800">{`Reported: ${report}`}</p> : null}
      </div>
      <div className="flex gap-1">
        {actions.map(({ action, label }) => (
          <Form key={action} method="post" preventScrollReset>
            <input type="hidden" name="intent" value="moderate" />
            <input type="hidden" name="id" value={review.id} />
            <input type="hidden" name="action" value={action} />
            <button
              type="submit"
              className={smallButton}
              disabled={pending}
              aria-label={`${label} review by ${review.reviewer_name}`}
            >
              {label}
            </button>
          </Form>
        ))}
      </div>
    </li>
  )
}
