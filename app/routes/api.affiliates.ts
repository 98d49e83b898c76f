import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { approvedAffiliatesBody } from '~/server/affiliates-list.server'
import { jsonText } from '~/server/http.server'

// GET /api/affiliates: approved businesses only (spec §7). The whole list by the API's shape, so
// it is precomputed once per change of an approved business (decision 025), not read per request.
export async function loader({ context }: LoaderFunctionArgs) {
  return jsonText(await approvedAffiliatesBody(context))
}
