import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { affiliatesListQuerySchema, PAGE_SIZE } from '~/lib/page-query'
import { approvedAffiliatesBody, pageApprovedAffiliates } from '~/server/affiliates-list.server'
import { json, jsonText, readQuery } from '~/server/http.server'

// GET /api/affiliates: approved businesses only (spec §7). The whole list by the API's shape, so
// it is precomputed once per change of an approved business (decision 025), not read per request.
// A caller that pages sends q, limit or offset and gets a page of the same list with its
// `pagination` (issue 43); without them the answer is §7's, byte for byte.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { q, limit, offset } = readQuery(request, affiliatesListQuerySchema)
  if (q === undefined && limit === undefined && offset === undefined) {
    return jsonText(await approvedAffiliatesBody(context))
  }
  const page = { q, limit: limit ?? PAGE_SIZE, offset: offset ?? 0 }
  const { data, hasMore } = await pageApprovedAffiliates(context, page)
  return json({
    success: true,
    data,
    pagination: { offset: page.offset, limit: page.limit, hasMore },
  })
}
