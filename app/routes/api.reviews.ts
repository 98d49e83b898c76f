import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { publicCacheControl } from '~/lib/cache-control'
import { reviewListQuerySchema } from '~/lib/review-schemas'
import { requireRole } from '~/server/guards.server'
import { json, methodNotAllowed, readQuery } from '~/server/http.server'
import { listReviews } from '~/server/reviews.server'

// GET /api/reviews (spec §7). Approved reviews are public; other statuses are admin moderation.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = readQuery(request, reviewListQuerySchema)
  if (query.status !== 'approved') await requireRole(context, request, 'admin')
  const { reviews, total } = await listReviews(context.db, query)
  // The public listing may be kept by the edge (decision 015); moderation views never.
  const cacheControl = query.status === 'approved' ? publicCacheControl() : 'no-store'
  return json(
    {
      success: true,
      data: reviews,
      pagination: {
        offset: query.offset,
        limit: query.limit,
        total,
        hasMore: query.offset + reviews.length < total,
      },
    },
    { headers: { 'Cache-Control': cacheControl } },
  )
}

export const action = () => methodNotAllowed(['GET'])
