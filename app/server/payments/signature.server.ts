import Stripe from 'stripe'
import { z } from 'zod'
import { type ProviderEvent } from './types.server'

// Webhook signatures, Stripe's scheme for both providers: `Stripe-Signature: t=…,v1=…`, an
// HMAC-SHA256 of "t.body" under the endpoint's secret, refused when older than 5 minutes.
// WebCrypto does the hashing (workerd has no Node crypto for Stripe's default provider).

const cryptoProvider = Stripe.createSubtleCryptoProvider()

const id = z.object({ id: z.string() })
const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  account: z.string().optional(),
  data: z.object({
    object: z
      .object({
        id: z.string().optional(),
        object: z.string().optional(),
        payment_intent: z.union([z.string(), id]).nullish(),
      })
      .passthrough(),
  }),
})

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id

/** The event when one of the secrets signed this body within the tolerance, else null. */
export async function verifiedEvent(
  body: string,
  signature: string | null,
  secrets: string[],
): Promise<ProviderEvent | null> {
  if (!signature) return null
  for (const secret of secrets) {
    let raw: unknown
    try {
      raw = await Stripe.webhooks.constructEventAsync(
        body,
        signature,
        secret,
        undefined,
        cryptoProvider,
      )
    } catch {
      continue
    }
    const parsed = eventSchema.safeParse(raw)
    if (!parsed.success) return null
    const { data, type, account } = parsed.data
    const object = data.object
    const isIntent = object.object === 'payment_intent'
    return {
      id: parsed.data.id,
      type,
      objectId: object.id ?? null,
      paymentIntentId: isIntent ? (object.id ?? null) : idOf(object.payment_intent),
      accountId: object.object === 'account' ? (object.id ?? null) : (account ?? null),
    }
  }
  return null
}

/** A `Stripe-Signature` header for this body, signed now (the local provider's deliveries). */
export function signatureFor(body: string, secret: string, timestamp?: number): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret,
    cryptoProvider,
    timestamp,
  })
}
