import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { seedReviewsRequestSchema } from '~/lib/review-schemas'
import { requireRole } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson } from '~/server/http.server'
import { seedReviews } from '~/server/review-seeding.server'

export const loader = () => methodNotAllowed(['POST'])

// POST /api/admin/seed-reviews: the admin dashboard's 'Seed Reviews' form (spec §2, §5).
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireRole(context, request, 'admin')
  const { reviews } = await readJson(request, seedReviewsRequestSchema)
  const { reviewIds, errorDetails } = await seedReviews(context.db, reviews, { adminId: admin.id })
  const [firstError] = errorDetails
  if (reviewIds.length === 0 && firstError) {
    // `message` carries the spec's sentence for the (usually single) review the form sent.
    return jsonError(400, 'Validation failed', {
      message: firstError.error,
      errors: firstError.errors,
      count: 0,
      reviewIds,
      errorDetails,
    })
  }
  const count = reviewIds.length
  return json(
    {
      success: true,
      message: `Created ${count} review${count === 1 ? '' : 's'}`,
      count,
      reviewIds,
      errorDetails,
    },
    201,
  )
}
