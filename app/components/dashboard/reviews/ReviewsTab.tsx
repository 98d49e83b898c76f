import { Pager } from '~/components/lists'
import { type ReviewsTabData } from '~/server/dashboard/reviews-tab.server'
import { ActionNotice } from '../business/shared'
import { DashboardReviewCard } from './DashboardReviewCard'

/** The business's reviews with Reply and Report; the public average and count on top. */
export function ReviewsTab({ data }: { data: ReviewsTabData }) {
  const { stats } = data
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-bold">Reviews</h2>
        <p className="text-slate-700">
          {stats.count > 0
            ? `${stats.average ?? '—'}/5 from ${stats.count} published review${stats.count === 1 ? '' : 's'}`
            : 'No published reviews yet'}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        Customers get a review link by email when you mark their job completed. Your reply is shown
        under the review on your site; report a review to the admin if it breaks the rules.
      </p>
      <ActionNotice />
      {data.reviews.length === 0 ? (
        <p className="text-slate-600">No reviews yet.</p>
      ) : (
        <ul className="space-y-4">
          {data.reviews.map((review) => (
            <li key={review.id}>
              <DashboardReviewCard
                review={review}
                reporting={data.reporting === review.id}
                pageQuery={data.page > 1 ? `&page=${data.page}` : ''}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={data.page}
        hasMore={data.hasMore}
        href={(page) => `?tab=reviews${page > 1 ? `&page=${page}` : ''}`}
      />
    </div>
  )
}
