import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { base64UrlEncode, hmacSha256 } from '../auth/encoding.server'
import { sessionSecret } from '../auth/session.server'
import { type Db, schema } from '../db.server'
import { signatureFor } from './signature.server'

// The local provider's memory: the objects Stripe would keep, in Stripe's own shapes (snake
// case, cents, seconds), one JSON row each, so the app re-reads them as it would re-read Stripe.

const { localPaymentObjects } = schema

export interface PayCtx {
  env: Env
  db: Db
}

const meta = z.record(z.string()).default({})

/** A Stripe object as Stripe writes it: its id and `object` type, its own fields, its metadata. */
const stripeObject = <K extends string, T extends z.ZodRawShape>(type: K, fields: T) =>
  z.object({ id: z.string(), object: z.literal(type), ...fields, metadata: meta })

export const localAccount = stripeObject('account', {
  email: z.string(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  details_submitted: z.boolean(),
  requirements: z.object({
    currently_due: z.array(z.string()),
    past_due: z.array(z.string()),
    disabled_reason: z.string().nullable(),
  }),
  business_profile: z.object({ name: z.string() }),
})
export type LocalAccount = z.infer<typeof localAccount>

export const localSession = stripeObject('checkout.session', {
  url: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']),
  payment_status: z.enum(['paid', 'unpaid']),
  amount_total: z.number().int(),
  payment_intent: z.string().nullable(),
  expires_at: z.number().int(),
  success_url: z.string(),
  cancel_url: z.string(),
  customer_email: z.string(),
  description: z.string(),
  // Stripe's text beside the pay button (sessions stored before it had none).
  custom_text: z
    .object({ submit: z.object({ message: z.string() }).nullable() })
    .default({ submit: null }),
  // The destination charge the session will make (Stripe keeps these on its payment intent).
  destination: z.string(),
  application_fee_amount: z.number().int(),
  // A card that asked for authentication, waiting for the customer's answer.
  pending_authentication: z.boolean().default(false),
  // The customer agreed to keep the card on file (issue 39); the customer made for it once paid.
  save_card: z.boolean().default(false),
  customer: z.string().nullable().default(null),
  // The card that asked for authentication, paid with once the customer answers.
  pending_card: z.string().nullable().default(null),
})
export type LocalSession = z.infer<typeof localSession>

export const localIntent = stripeObject('payment_intent', {
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  status: z.string(),
  latest_charge: z.string(),
  application_fee_amount: z.number().int(),
  on_behalf_of: z.string(),
  transfer_data: z.object({ destination: z.string() }),
  setup_future_usage: z.literal('off_session').nullable().default(null),
  customer: z.string().nullable().default(null),
  payment_method: z.string().nullable().default(null),
})
export type LocalIntent = z.infer<typeof localIntent>

/**
 * A card kept on file, with what it does when charged without the customer (Stripe's test
 * cards: 4242… pays, …0341 declines, …3184 asks for authentication).
 */
export const localPaymentMethod = z.object({
  id: z.string(),
  object: z.literal('payment_method'),
  customer: z.string(),
  card: z.object({
    last4: z.string(),
    off_session: z.enum(['pays', 'declines', 'authenticates']),
  }),
})
export type LocalPaymentMethod = z.infer<typeof localPaymentMethod>

export const localRefund = stripeObject('refund', {
  amount: z.number().int(),
  created: z.number().int(),
  status: z.string(),
  payment_intent: z.string(),
})
export type LocalRefund = z.infer<typeof localRefund>

export const newId = (prefix: string) =>
  `${prefix}_local_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`

export async function readObject<T extends z.ZodTypeAny>(
  db: Db,
  id: string,
  shape: T,
): Promise<z.infer<T> | null> {
  const [row] = await db
    .select({ data: localPaymentObjects.data })
    .from(localPaymentObjects)
    .where(eq(localPaymentObjects.id, id))
    .limit(1)
  if (!row) return null
  const parsed = shape.safeParse(JSON.parse(row.data))
  return parsed.success ? parsed.data : null
}

export function writeObject(db: Db, object: { id: string; object: string }) {
  const data = JSON.stringify(object)
  const at = new Date().toISOString()
  return db
    .insert(localPaymentObjects)
    .values({ id: object.id, type: object.object, data, updatedAt: at })
    .onConflictDoUpdate({ target: localPaymentObjects.id, set: { data, updatedAt: at } })
}

/** Stripe answers a repeated idempotency key with the first answer: so does the imitation. */
export async function remembered(db: Db, key: string): Promise<string | null> {
  const found = await readObject(db, `idem:${key}`, z.object({ target: z.string() }))
  return found?.target ?? null
}

export function remember(db: Db, key: string, target: string) {
  return db
    .insert(localPaymentObjects)
    .values({ id: `idem:${key}`, type: 'idempotency_key', data: JSON.stringify({ target }) })
    .onConflictDoNothing()
}

/**
 * The local endpoint's signing secret, derived from SESSION_SECRET: nobody without the server's
 * secret can forge a local webhook, and tests can derive it as the server does.
 */
export async function localWebhookSecret(env: Pick<Env, 'SESSION_SECRET'>): Promise<string> {
  const mac = await hmacSha256(sessionSecret(env), 'local-payments-webhook')
  return `whsec_local_${base64UrlEncode(mac)}`
}

/**
 * Sends a Stripe-format event, signed as Stripe signs, to the webhook handler: in-process, since
 * a Worker cannot reliably fetch its own hostname (and tests have no network). The handler is
 * the one POST /api/payments/webhook runs, signature check included.
 */
export async function emitEvent(
  ctx: PayCtx,
  type: string,
  object: { id: string; object: string },
  account?: string,
): Promise<void> {
  const event = {
    id: newId('evt'),
    object: 'event',
    api_version: 'local',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    ...(account ? { account } : {}),
    data: { object },
  }
  const body = JSON.stringify(event)
  const signature = await signatureFor(body, await localWebhookSecret(ctx.env))
  // Imported when used: the handler itself picks this provider (a cycle at load time otherwise).
  const { receiveWebhook } = await import('./webhook.server')
  const answer = await receiveWebhook(ctx, body, signature)
  if (answer.status >= 400) console.error('Local webhook refused', { type, status: answer.status })
}
