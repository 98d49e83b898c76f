import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { methodNotAllowed } from '~/server/http.server'
import { receiveWebhook } from '~/server/payments/webhook.server'

// POST /api/payments/webhook: Stripe's events (or the local provider's, signed the same way).
// The raw text is what was signed, so it is read as text and never re-serialised.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const body = await request.text()
  return receiveWebhook(context, body, request.headers.get('Stripe-Signature'))
}

export const loader = () => methodNotAllowed(['POST'])
