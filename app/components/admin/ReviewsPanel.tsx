import { type DashboardParams } from '~/lib/admin-dashboard'
import { type ActionResult } from '~/server/admin/dashboard-actions.server'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { BusinessFinder } from './BusinessFinder'
import { ModerationList } from './ModerationList'
import { SeedReviewForm } from './SeedReviewForm'

type ReviewsView = Extract<DashboardData, { tab: 'reviews' }>

/** Reviews tab: the 'Seed Reviews' form (spec §2) and the moderation list. */
export function ReviewsPanel({
  params,
  view,
  result,
}: {
  params: DashboardParams
  view: ReviewsView
  result: ActionResult | undefined
}) {
  return (
    <div className="grid gap-10 xl:grid-cols-[26rem_1fr]">
      <BusinessFinder finder={view.finder} />
      <SeedReviewForm business={view.seeded} result={result} />
      <ModerationList params={params} view={view} />
    </div>
  )
}
