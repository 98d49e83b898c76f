import { and, eq, ne } from 'drizzle-orm'
import { chargeFees } from '~/lib/payments/fees'
import { emailWithChange } from '../dashboard/business/outbox-guard.server'
import { type Db, schema } from '../db.server'
import { afterJobRows, type ChargeFacts, refundRows } from '../payments/ledger.server'
import { type PayCtx, paymentProvider } from '../payments/provider.server'
import { type ProviderEvent, type ProviderName } from '../payments/types.server'
import { refundIfDuplicate } from './duplicate-refund.server'
import { applyWithEvent, type Statement } from '../payments/sync.server'

const { afterJobCharges, affiliates, bookingRequests, invoices } = schema

// An after-the-job charge (a balance with its tip, a no-show fee) brought in line with the
// provider, as syncBooking does for deposits: the session or payment intent is re-read, never
// taken from the event or the browser's return; the ledger rows are INSERT OR IGNORE on the
// provider's ids and the receipt is queued only with the charge's own change to paid, so
// replays, late events and the reconcile write nothing twice.

export type ChargeRow = typeof afterJobCharges.$inferSelect
export type ChargeWithFacts = NonNullable<Awaited<ReturnType<typeof chargeWithFacts>>>

/** The ledger's facts of a charge paid by `intent`: its whole fee covers the tip's share too. */
export function factsOf(row: ChargeWithFacts, provider: ProviderName, intent: string): ChargeFacts {
  const { charge } = row
  return {
    affiliateId: charge.affiliateId,
    businessName: row.businessName ?? 'Deleted business',
    bookingId: charge.bookingId,
    bookingReference: row.reference ?? '',
    provider,
    accountId: charge.accountId,
    paymentIntentId: intent,
    amountCents: charge.amountCents,
    feeCents: chargeFees(charge.amountCents, charge.tipCents).feeCents,
  }
}

export async function chargeWithFacts(db: Db, chargeId: number) {
  const [row] = await db
    .select({
      charge: afterJobCharges,
      reference: bookingRequests.reference,
      customerEmail: bookingRequests.customerEmail,
      businessName: affiliates.businessName,
    })
    .from(afterJobCharges)
    .leftJoin(bookingRequests, eq(bookingRequests.id, afterJobCharges.bookingId))
    .leftJoin(affiliates, eq(affiliates.id, afterJobCharges.affiliateId))
    .where(eq(afterJobCharges.id, chargeId))
    .limit(1)
  return row ?? null
}

/** The provider's word on whether this charge was paid, and by which payment intent. */
async function paidIntentOf(ctx: PayCtx, charge: ChargeRow, event?: ProviderEvent) {
  const provider = paymentProvider(ctx)
  if (charge.via === 'checkout') {
    if (!charge.sessionId) return { intent: null, expired: false }
    const session = await provider.getCheckout(charge.sessionId)
    const paid = session?.status === 'complete' && session.paymentStatus === 'paid'
    return {
      intent: paid ? session.paymentIntentId : null,
      expired: session?.status === 'expired',
    }
  }
  const id = charge.paymentIntentId ?? event?.paymentIntentId ?? null
  const intent = id ? await provider.getIntent(id) : null
  // Only an intent made for this very charge counts (its metadata names it).
  const ours = intent?.metadata.charge_id === String(charge.id)
  return { intent: ours && intent?.status === 'succeeded' ? intent.id : null, expired: false }
}

export async function syncAfterJobCharge(
  ctx: PayCtx,
  chargeId: number,
  now: Date,
  event?: ProviderEvent,
): Promise<boolean> {
  const { db } = ctx
  const row = await chargeWithFacts(db, chargeId)
  const provider = paymentProvider(ctx)
  if (!row || row.charge.provider !== provider.name) return applyWithEvent(db, event, [])
  const { charge } = row
  const at = now.toISOString()
  const { intent, expired } = await paidIntentOf(ctx, charge, event)
  const statements: Statement[] = []
  if (intent) {
    const facts = factsOf(row, provider.name, intent)
    statements.push(
      ...afterJobRows(db, facts, charge.kind, charge.tipCents),
      ...refundRows(db, facts, await provider.listRefunds(intent)),
      // The receipt goes with the charge's own change to paid: once, whoever gets here first.
      ...emailWithChange(
        db,
        {
          to: row.customerEmail ?? '',
          template: 'payment.receipt',
          data: { chargeId: charge.id },
        },
        db
          .update(afterJobCharges)
          .set({ status: 'paid', paymentIntentId: intent, failure: null, updatedAt: at })
          .where(and(eq(afterJobCharges.id, charge.id), ne(afterJobCharges.status, 'paid'))),
      ),
    )
    if (charge.invoiceId)
      statements.push(
        db
          .update(invoices)
          .set({
            status: 'paid',
            paidAt: at,
            tipCents: charge.tipCents,
            paidChargeId: charge.id,
            ...(charge.via === 'off_session' ? { autopay: 'charged' as const } : {}),
            updatedAt: at,
          })
          .where(and(eq(invoices.id, charge.invoiceId), eq(invoices.status, 'sent'))),
      )
  } else if (expired && charge.status === 'open') {
    statements.push(
      db
        .update(afterJobCharges)
        .set({ status: 'expired', updatedAt: at })
        .where(and(eq(afterJobCharges.id, charge.id), eq(afterJobCharges.status, 'open'))),
    )
  }
  const fresh = await applyWithEvent(db, event, statements)
  // A second payment of an invoice that another charge paid goes back (decision 044, pay4).
  if (intent && charge.invoiceId && charge.kind === 'balance')
    await refundIfDuplicate(ctx, charge, factsOf(row, provider.name, intent), row.customerEmail)
  return fresh
}

/**
 * The after-the-job charge an event is about: by the checkout session or payment intent we
 * stored, else by the intent's own metadata (an off-session charge announced before its id was
 * stored). Null: the event is not about one (a deposit's, an account's).
 */
export async function afterJobChargeOf(ctx: PayCtx, event: ProviderEvent): Promise<number | null> {
  const { db } = ctx
  if (event.type.startsWith('checkout.session.') && event.objectId) {
    const [row] = await db
      .select({ id: afterJobCharges.id })
      .from(afterJobCharges)
      .where(eq(afterJobCharges.sessionId, event.objectId))
      .limit(1)
    return row?.id ?? null
  }
  if (!event.paymentIntentId) return null
  const [row] = await db
    .select({ id: afterJobCharges.id })
    .from(afterJobCharges)
    .where(eq(afterJobCharges.paymentIntentId, event.paymentIntentId))
    .limit(1)
  if (row) return row.id
  const intent = await paymentProvider(ctx).getIntent(event.paymentIntentId)
  const id = Number(intent?.metadata.charge_id)
  return Number.isInteger(id) && id > 0 ? id : null
}
