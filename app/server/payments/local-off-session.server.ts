import { and, eq, sql } from 'drizzle-orm'
import { AUTHENTICATION_REQUIRED, DECLINED } from '~/lib/payments/card-schema'
import { schema } from '../db.server'
import {
  emitEvent,
  type LocalIntent,
  localIntent,
  localPaymentMethod,
  newId,
  type PayCtx,
  readObject,
  remember,
  remembered,
  writeObject,
} from './local-store.server'
import { type OffSessionInput, type OffSessionResult } from './types.server'

const { localPaymentObjects } = schema

// The local provider charging a card on file without the customer (issue 39), as Stripe does
// with `off_session: true, confirm: true`: the card's own test behaviour decides, a repeated
// idempotency key gives the first answer, and a success is announced by a signed event.

export async function chargeSavedLocally(
  ctx: PayCtx,
  input: OffSessionInput,
  key: string,
): Promise<OffSessionResult> {
  const { db } = ctx
  const known = await remembered(db, key)
  const earlier = known ? await readObject(db, known, localIntent) : null
  if (earlier) return answerOf(earlier)
  const method = await readObject(db, input.paymentMethodId, localPaymentMethod)
  const outcome =
    !method || method.customer !== input.customerId ? 'declines' : method.card.off_session
  const intent: LocalIntent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: input.amountCents,
    amount_refunded: 0,
    status:
      outcome === 'pays'
        ? 'succeeded'
        : outcome === 'authenticates'
          ? 'requires_action'
          : 'requires_payment_method',
    latest_charge: newId('ch'),
    application_fee_amount: input.feeCents,
    on_behalf_of: input.accountId,
    transfer_data: { destination: input.accountId },
    setup_future_usage: null,
    customer: input.customerId,
    payment_method: input.paymentMethodId,
    metadata: input.metadata,
  }
  await db.batch([writeObject(db, intent), remember(db, key, intent.id)])
  if (intent.status === 'succeeded') await emitEvent(ctx, 'payment_intent.succeeded', intent)
  return answerOf(intent)
}

/** As Stripe deletes a customer: its cards on file go with it, so a later charge declines. */
export async function forgetCustomerLocally({ db }: PayCtx, customerId: string) {
  await db
    .delete(localPaymentObjects)
    .where(
      and(
        eq(localPaymentObjects.type, 'payment_method'),
        sql`json_extract(${localPaymentObjects.data}, '$.customer') = ${customerId}`,
      ),
    )
}

function answerOf(intent: LocalIntent): OffSessionResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id }
  if (intent.status === 'requires_action')
    return { status: 'authentication_required', message: AUTHENTICATION_REQUIRED }
  return { status: 'declined', message: DECLINED }
}
