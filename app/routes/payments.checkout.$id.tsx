import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { noindexMeta, noStoreHeaders } from '~/lib/private-page'
import { LocalCheckout, type CheckoutActionData } from '~/components/payments/LocalCheckout'
import { cardSchema } from '~/lib/payments/card-schema'
import { fieldErrors } from '~/lib/validation'
import { notFound } from '~/server/tenant.server'
import {
  answerAuthentication,
  checkoutView,
  loadLocalSession,
  payLocalCheckout,
  type PayOutcome,
} from '~/server/payments/local-checkout.server'
import { usesStripe } from '~/server/payments/provider.server'

export const meta = noindexMeta('Checkout')
export const headers = noStoreHeaders

// /payments/checkout/{session}: the local provider's checkout page (no STRIPE_SECRET_KEY), in
// place of Stripe's hosted one. It takes Stripe's test cards; with Stripe configured it is a 404.
async function requireSession(context: LoaderFunctionArgs['context'], id: string | undefined) {
  if (usesStripe(context.env) || !id || !/^cs_local_\w{1,40}$/.test(id)) throw notFound()
  const session = await loadLocalSession(context, id)
  if (!session) throw notFound()
  return session
}

export async function loader({ context, params }: LoaderFunctionArgs) {
  const session = await requireSession(context, params.id)
  // A paid session sends the customer back, as Stripe's page does.
  if (session.status === 'complete') throw redirect(session.success_url)
  return { checkout: await checkoutView(context, session) }
}

function answer(outcome: PayOutcome, fields: Record<string, string> = {}) {
  if (outcome.kind === 'paid') throw redirect(outcome.redirect, 303)
  if (outcome.kind === 'closed') {
    if (outcome.session.status === 'complete') throw redirect(outcome.session.success_url, 303)
    return data<CheckoutActionData>(
      { formError: 'This checkout has expired.', errors: {}, fields },
      410,
    )
  }
  if (outcome.kind === 'authenticate') return { formError: null, errors: {}, fields }
  return data<CheckoutActionData>({ formError: outcome.message, errors: {}, fields }, 402)
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const session = await requireSession(context, params.id)
  const form = await request.formData().catch(() => null)
  const intent = form?.get('intent')
  if (intent === 'authenticate-complete' || intent === 'authenticate-fail') {
    return answer(await answerAuthentication(context, session, intent === 'authenticate-complete'))
  }
  const raw = {
    card_number: String(form?.get('card_number') ?? '').slice(0, 40),
    expiry: String(form?.get('expiry') ?? '').slice(0, 10),
    cvc: String(form?.get('cvc') ?? '').slice(0, 6),
  }
  // The card number is never sent back; the expiry is, to correct it.
  const fields = { expiry: raw.expiry }
  const parsed = cardSchema(new Date()).safeParse(raw)
  if (!parsed.success)
    return data<CheckoutActionData>(
      { formError: null, errors: fieldErrors(parsed.error), fields },
      400,
    )
  return answer(await payLocalCheckout(context, session, parsed.data), fields)
}

export default function CheckoutPage() {
  const { checkout } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return <LocalCheckout checkout={checkout} result={result ?? null} />
}
