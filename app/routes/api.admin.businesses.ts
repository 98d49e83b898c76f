import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { businessSearchSchema } from '~/lib/business-search'
import { searchApprovedAffiliates } from '~/server/affiliates-list.server'
import { requireRole } from '~/server/guards.server'
import { json, methodNotAllowed, readQuery } from '~/server/http.server'

// GET /api/admin/businesses?q=&limit=: the business pickers' search as the admin types
// (decision 025). Approved businesses whose name or slug contains q, from the precomputed list.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(context, request, 'admin')
  const { q, limit } = readQuery(request, businessSearchSchema)
  const { matches, more } = await searchApprovedAffiliates(context, q, limit)
  return json({ success: true, data: matches, more })
}

export const action = () => methodNotAllowed(['GET'])
