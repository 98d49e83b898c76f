import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { reviewListQuerySchema } from '~/lib/review-schemas'
import { requireRole } from '~/server/guards.server'
import { json, methodNotAllowed, readQuery } from '~/server/http.server'
import { listReviews } from '~/server/reviews.server'

// GET /api/reviews (spec §7). Approved reviews are public; other statuses are admin moderation.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = readQuery(request, reviewListQuerySchema)
  if (query.status !== 'approved') await requireRole(context, request, 'admin')
  const { reviews, total } = await listReviews(context.db, query)
  return json({
    success: true,
    data: reviews,
    pagination: {
      offset: query.offset,
      limit: query.limit,
      total,
      hasMore: query.offset + reviews.length < total,
    },
  })
}

export const action = () => methodNotAllowed(['GET'])
