import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { quoteSchema } from '~/lib/quote-schema'
import { json, jsonError, methodNotAllowed, readJson } from '~/server/http.server'
import { getUser } from '~/server/guards.server'
import { createQuote } from '~/server/quotes.server'
import { findTenantBySlug } from '~/server/tenant.server'

export const loader = () => methodNotAllowed(['POST'])

// POST /api/quote: anyone asks a business (business_slug) or the platform (no slug) for a quote.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const input = await readJson(request, quoteSchema)
  const tenant = input.businessSlug ? await findTenantBySlug(context.db, input.businessSlug) : null
  if (input.businessSlug && !tenant) return jsonError(404, 'Affiliate not found')
  const customer = await getUser(context, request)
  const result = await createQuote(
    context,
    request,
    tenant?.id ?? null,
    input,
    customer?.id ?? null,
  )
  if (!result.ok) {
    return jsonError(
      429,
      'Rate limited',
      { retryAfterSeconds: result.retryAfterSeconds },
      {
        headers: { 'Retry-After': String(result.retryAfterSeconds) },
      },
    )
  }
  return json(
    {
      success: true,
      message: 'Quote request received. We will contact you shortly.',
      data: { id: result.id, business_slug: tenant?.slug ?? null },
    },
    201,
  )
}
