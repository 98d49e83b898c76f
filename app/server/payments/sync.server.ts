import { and, eq, isNull, ne } from 'drizzle-orm'
import { invalidatePublic } from '../cache.server'
import { type Db, schema } from '../db.server'
import { statusOf } from './accounts.server'
import { holdPaidRequest } from './deposit-hold.server'
import { type ChargeFacts, depositRow, refundRows } from './ledger.server'
import { type PayCtx, paymentProvider } from './provider.server'
import { refundRemaining } from './refunds.server'
import { type ProviderEvent } from './types.server'

const { affiliates, bookingPayments, bookingRequests, paymentAccounts, paymentEvents } = schema

// Webhooks only say that something changed; what changed is re-read from the provider here, so
// events may come twice, late or in any order and the outcome is the same. The event's id is
// stored in the same batch as its effect: a replay fails that insert and changes nothing.

export const EXPIRED_REASON = 'The deposit was not paid in time, so the time was released.'
export const UNAVAILABLE_REASON =
  'The time was taken by another booking while you paid. Your deposit has been refunded in full.'

export type Statement = Parameters<Db['batch']>[0][number]

export function eventRow(db: Db, event: ProviderEvent) {
  return db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, objectId: event.objectId })
}

export const isDuplicateEvent = (error: unknown) => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message.includes('payment_events.id')) return true
  }
  return false
}

/** Runs a sync's statements with its event; false when the event was handled before. */
export async function apply(db: Db, event: ProviderEvent | undefined, statements: Statement[]) {
  const [first, ...rest] = event ? [eventRow(db, event), ...statements] : statements
  if (!first) return { fresh: true, results: [] as unknown[] }
  try {
    return { fresh: true, results: await db.batch([first, ...rest]) }
  } catch (error) {
    if (isDuplicateEvent(error)) return { fresh: false, results: [] as unknown[] }
    throw error
  }
}

/** Statements with their event in one batch; false when the event was handled before. */
export async function applyWithEvent(
  db: Db,
  event: ProviderEvent | undefined,
  statements: Statement[],
): Promise<boolean> {
  return (await apply(db, event, statements)).fresh
}

export async function recordEvent(db: Db, event: ProviderEvent): Promise<boolean> {
  return (await apply(db, event, [])).fresh
}

async function chargeFacts(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      payment: bookingPayments,
      reference: bookingRequests.reference,
      businessName: affiliates.businessName,
    })
    .from(bookingPayments)
    .leftJoin(bookingRequests, eq(bookingRequests.id, bookingPayments.bookingId))
    .leftJoin(affiliates, eq(affiliates.id, bookingPayments.affiliateId))
    .where(eq(bookingPayments.bookingId, bookingId))
    .limit(1)
  return row ?? null
}

/**
 * Brings one booking's deposit in line with the provider: a paid checkout's charge and its
 * refunds into the ledger, an expired one's time released; then a newly paid deposit is settled.
 */
export async function syncBooking(
  ctx: PayCtx,
  bookingId: number,
  now: Date,
  event?: ProviderEvent,
): Promise<boolean> {
  const { db } = ctx
  const row = await chargeFacts(db, bookingId)
  const provider = paymentProvider(ctx)
  if (!row || row.payment.provider !== provider.name) return recordEventIf(db, event)
  const bp = row.payment
  const at = now.toISOString()
  if (!bp.sessionId) {
    // The checkout was never created (the provider failed): past its time, release the hold.
    const lapsed = bp.status === 'open' && bp.expiresAt <= at
    return (await apply(db, event, lapsed ? released(db, bookingId, at) : [])).fresh
  }
  const session = await provider.getCheckout(bp.sessionId)
  const statements: Statement[] = []
  const paidIntent =
    session?.status === 'complete' && session.paymentStatus === 'paid'
      ? session.paymentIntentId
      : null
  if (session && paidIntent) {
    const facts: ChargeFacts = {
      affiliateId: bp.affiliateId,
      businessName: row.businessName ?? 'Deleted business',
      bookingId,
      bookingReference: row.reference ?? '',
      provider: provider.name,
      accountId: bp.accountId,
      paymentIntentId: paidIntent,
      amountCents: session.amountCents,
    }
    const refunds = await provider.listRefunds(paidIntent)
    statements.push(
      depositRow(db, facts),
      ...refundRows(db, facts, refunds),
      db
        .update(bookingPayments)
        .set({
          status: 'paid',
          paymentIntentId: paidIntent,
          // The card kept on file, when the customer agreed (issue 39).
          customerId: session.customerId,
          paymentMethodId: session.paymentMethodId,
          updatedAt: at,
        })
        .where(and(eq(bookingPayments.bookingId, bookingId), ne(bookingPayments.status, 'paid'))),
    )
  } else if (session?.status === 'expired' && bp.status === 'open') {
    statements.push(...released(db, bookingId, at))
  }
  const applied = await apply(db, event, statements)
  if (applied.fresh && paidIntent) await settlePaid(ctx, bookingId, paidIntent, now)
  return applied.fresh
}

/** An abandoned checkout: the request gives its time back and says why. */
function released(db: Db, bookingId: number, at: string): Statement[] {
  return [
    db
      .update(bookingPayments)
      .set({ status: 'expired', updatedAt: at })
      .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.status, 'open'))),
    db
      .update(bookingRequests)
      .set({
        status: 'cancelled',
        cancelReason: EXPIRED_REASON,
        holdUntil: null,
        statusChangedAt: at,
        updatedAt: at,
      })
      .where(and(eq(bookingRequests.id, bookingId), eq(bookingRequests.status, 'pending'))),
  ]
}

const recordEventIf = async (db: Db, event: ProviderEvent | undefined) =>
  event ? recordEvent(db, event) : true

/**
 * A paid deposit, once: the request holds its time; if the time is no longer free (or the
 * request was released meanwhile), the deposit goes back in full and the customer is told.
 */
async function settlePaid(ctx: PayCtx, bookingId: number, paymentIntentId: string, now: Date) {
  const { db } = ctx
  const [claimed] = await db
    .update(bookingPayments)
    .set({ settledAt: now.toISOString() })
    .where(and(eq(bookingPayments.bookingId, bookingId), isNull(bookingPayments.settledAt)))
    .returning({ id: bookingPayments.bookingId })
  if (!claimed) return
  const outcome = await holdPaidRequest(db, bookingId, now)
  if (outcome === 'held' || outcome === 'confirmed') return
  await refundUnavailable(ctx, bookingId, paymentIntentId, now)
}

async function refundUnavailable(
  ctx: PayCtx,
  bookingId: number,
  paymentIntentId: string,
  now: Date,
) {
  const { db } = ctx
  const at = now.toISOString()
  await db
    .update(bookingRequests)
    .set({
      status: 'cancelled',
      cancelReason: UNAVAILABLE_REASON,
      holdUntil: null,
      statusChangedAt: at,
      updatedAt: at,
    })
    .where(and(eq(bookingRequests.id, bookingId), eq(bookingRequests.status, 'pending')))
  await refundRemaining(ctx, bookingId, paymentIntentId, 'unavailable', now)
}

/** A payout account's status and what the provider still asks for, re-read from it. */
export async function syncAccount(
  ctx: PayCtx,
  accountId: string,
  now: Date,
  event?: ProviderEvent,
) {
  const { db } = ctx
  const provider = paymentProvider(ctx)
  const account = await provider.getAccount(accountId)
  const statements: Statement[] = account
    ? [
        db
          .update(paymentAccounts)
          .set({
            status: statusOf(account),
            requirements: account.requirements,
            updatedAt: now.toISOString(),
          })
          .where(
            and(
              eq(paymentAccounts.accountId, accountId),
              eq(paymentAccounts.provider, provider.name),
            ),
          ),
      ]
    : []
  const fresh = (await apply(db, event, statements)).fresh
  // An account that became able (or unable) to take deposits changes what the booking page says.
  const [owner] = await db
    .select({ id: paymentAccounts.affiliateId })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.accountId, accountId))
  if (owner && account) await invalidatePublic(db, { affiliateId: owner.id })
  return fresh
}
