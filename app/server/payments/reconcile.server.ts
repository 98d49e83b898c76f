import { and, eq, gte, isNull, lte, or } from 'drizzle-orm'
import { syncAfterJobCharge } from '../invoices/charge-sync.server'
import { schema } from '../db.server'
import { CHECKOUT_MINUTES } from './checkout.server'
import { expireLocalSession } from './local-checkout.server'
import { type PayCtx, paymentProvider } from './provider.server'
import { logPayments } from './payment-log.server'
import { syncAccount, syncBooking } from './sync.server'

const { afterJobCharges, bookingPayments, paymentAccounts } = schema

/** How far back an open after-the-job charge is still asked about (a Checkout lives 24 hours). */
const AFTER_JOB_LOOKBACK_MS = 48 * 3_600_000

/** Checkouts and accounts looked at per run: a backlog is worked off over a few minutes. */
const BATCH = 50

/**
 * The Cron Trigger's payments pass: anything a webhook missed is re-read from the provider.
 * Open checkouts (paid ones a webhook missed; past their expiry, an abandoned checkout releases
 * its time: the local provider expires its own sessions here, as Stripe does on its side), paid
 * deposits not yet settled,
 * and accounts still on their way through onboarding.
 */
export async function reconcilePayments(ctx: PayCtx, now: Date) {
  const { db } = ctx
  const provider = paymentProvider(ctx)
  // Open checkouts created more than two minutes ago: a completion whose webhook was lost.
  const settledBy = new Date(now.getTime() + (CHECKOUT_MINUTES - 2) * 60_000).toISOString()
  const due = await db
    .select({ id: bookingPayments.bookingId, sessionId: bookingPayments.sessionId })
    .from(bookingPayments)
    .where(
      or(
        and(eq(bookingPayments.status, 'open'), lte(bookingPayments.expiresAt, settledBy)),
        and(eq(bookingPayments.status, 'paid'), isNull(bookingPayments.settledAt)),
      ),
    )
    .limit(BATCH)
  let checked = 0
  let failed = 0
  for (const row of due) {
    try {
      if (provider.name === 'local' && row.sessionId)
        await expireLocalSession(ctx, row.sessionId, now)
      await syncBooking(ctx, row.id, now)
      checked += 1
    } catch (error) {
      failed += 1
      console.error('Payment reconcile failed for a booking', { booking: row.id, error })
    }
  }
  // After the job (issue 39): balances with their tips, automatic balances and no-show fees still
  // open two minutes after they began, but at most two days old (a checkout left unpaid is
  // not asked about for ever). syncAfterJobCharge is the webhook's own step: INSERT OR IGNORE on
  // the provider's ids and the flip to paid in its WHERE, so a charge found here and announced
  // by a late webhook is recorded once.
  const charges = await db
    .select({ id: afterJobCharges.id })
    .from(afterJobCharges)
    .where(
      and(
        eq(afterJobCharges.status, 'open'),
        eq(afterJobCharges.provider, provider.name),
        lte(afterJobCharges.createdAt, new Date(now.getTime() - 2 * 60_000).toISOString()),
        gte(
          afterJobCharges.createdAt,
          new Date(now.getTime() - AFTER_JOB_LOOKBACK_MS).toISOString(),
        ),
      ),
    )
    .limit(BATCH)
  for (const row of charges) {
    try {
      await syncAfterJobCharge(ctx, row.id, now)
      checked += 1
    } catch (error) {
      failed += 1
      console.error('Payment reconcile failed for an after-the-job charge', {
        charge: row.id,
        error,
      })
    }
  }
  const accounts = await db
    .select({ accountId: paymentAccounts.accountId })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.status, 'pending'), eq(paymentAccounts.provider, provider.name)))
    .limit(BATCH)
  for (const { accountId } of accounts) {
    if (!accountId) continue
    try {
      await syncAccount(ctx, accountId, now)
    } catch (error) {
      failed += 1
      console.error('Payment reconcile failed for an account', { accountId, error })
    }
  }
  // Only a run that found something is noted: the admin's Analytics lists these.
  const looked = due.length + charges.length
  if (looked + accounts.length > 0)
    await logPayments(
      db,
      'reconcile',
      `${checked} of ${looked} payments re-read, ${accounts.length} accounts checked, ${failed} failed`,
    )
  return { checked, accounts: accounts.length, failed }
}
