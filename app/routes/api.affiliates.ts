import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { listApprovedAffiliates } from '~/server/affiliates.server'
import { json } from '~/server/http.server'

// GET /api/affiliates: approved businesses only.
export async function loader({ context }: LoaderFunctionArgs) {
  return json({ success: true, data: await listApprovedAffiliates(context.db) })
}
