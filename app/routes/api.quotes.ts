import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { quoteListQuerySchema } from '~/lib/quote-schema'
import { requireRole, requireTenantAccess } from '~/server/guards.server'
import { json, readQuery } from '~/server/http.server'
import { listQuotes } from '~/server/quotes.server'

// GET /api/quotes?business_slug=… (that business's owner or an admin); without a slug, the
// platform's own quote requests (admins only).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { business_slug } = readQuery(request, quoteListQuerySchema)
  if (!business_slug) {
    await requireRole(context, request, 'admin')
    return json({ success: true, data: await listQuotes(context, null) })
  }
  const { tenant } = await requireTenantAccess(context, request, business_slug)
  return json({ success: true, data: await listQuotes(context, tenant.id) })
}
