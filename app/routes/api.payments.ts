import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { paymentListQuerySchema } from '~/lib/payments/list-schema'
import { requireTenantAccess } from '~/server/guards.server'
import { json, methodNotAllowed, readQuery } from '~/server/http.server'
import { listPayments } from '~/server/payments/ledger.server'

// GET /api/payments?business_slug=…&limit&offset: one business's ledger, newest first, for its
// owner or an admin. Money in integer cents (the ledger's own unit).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = readQuery(request, paymentListQuerySchema)
  const { tenant } = await requireTenantAccess(context, request, query.business_slug)
  const page = { limit: query.limit, offset: query.offset }
  return json({ success: true, ...(await listPayments(context.db, tenant.id, page)) })
}

export const action = () => methodNotAllowed(['GET'])
