import { and, eq } from 'drizzle-orm'
import { type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { type PayCtx, paymentProvider } from './provider.server'
import { syncBooking, UNAVAILABLE_REASON } from './sync.server'

const { bookingPayments, bookingRequests } = schema

/** Why a deposit goes back in full (spec §9): each reason refunds a booking at most once. */
export type PolicyRefund = 'unavailable' | 'customer-cancel' | 'declined' | 'detailer-cancel'

const REFUND_REASONS: Record<PolicyRefund, string> = {
  unavailable: UNAVAILABLE_REASON,
  'customer-cancel':
    'You cancelled more than 24 hours before your appointment, so your deposit is refunded in full.',
  declined: 'The detailer could not take this booking, so your deposit is refunded in full.',
  'detailer-cancel': 'The detailer cancelled this booking, so your deposit is refunded in full.',
}

/** The customer's refund email (the amounts are read from the ledger when it is sent). */
async function tellCustomer(db: Db, bookingId: number, reason: string | null) {
  const [booking] = await db
    .select({ email: bookingRequests.customerEmail })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, bookingId))
  if (!booking) return
  await queueEmail(db, {
    to: booking.email,
    template: 'payment.refunded',
    data: { bookingId, reason },
  })
}

async function paidDeposit(db: Db, bookingId: number) {
  const [row] = await db
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.status, 'paid')))
    .limit(1)
  return row?.paymentIntentId ? { ...row, paymentIntentId: row.paymentIntentId } : null
}

/** What is left to refund of a paid deposit, as the provider counts it. */
export async function refundable(ctx: PayCtx, bookingId: number) {
  const deposit = await paidDeposit(ctx.db, bookingId)
  if (!deposit) return null
  const provider = paymentProvider(ctx)
  if (provider.name !== deposit.provider) return null
  const refunds = await provider.listRefunds(deposit.paymentIntentId)
  const given = refunds
    .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
    .reduce((sum, r) => sum + r.amountCents, 0)
  return { deposit, remainingCents: deposit.amountCents - given, provider }
}

/**
 * Gives back the rest of a paid deposit, with the platform's fee and the detailer's transfer
 * reversed in proportion; the ledger rows come from the provider's answer (syncBooking).
 */
export async function refundRemaining(
  ctx: PayCtx,
  bookingId: number,
  paymentIntentId: string,
  reason: PolicyRefund,
  now: Date,
): Promise<number> {
  const state = await refundable(ctx, bookingId)
  if (!state || state.deposit.paymentIntentId !== paymentIntentId || state.remainingCents <= 0)
    return 0
  await state.provider.refund(
    { paymentIntentId, amountCents: state.remainingCents, bookingId },
    `booking:${bookingId}:refund:${reason}:v1`,
  )
  await syncBooking(ctx, bookingId, now)
  await tellCustomer(ctx.db, bookingId, REFUND_REASONS[reason])
  return state.remainingCents
}

/**
 * After a cancellation or decline: the deposit goes back in full when the policy says so. A
 * provider that cannot be reached now is logged; the detailer refunds it from the Payments tab.
 */
export async function refundByPolicy(
  ctx: PayCtx,
  bookingId: number,
  reason: Exclude<PolicyRefund, 'unavailable'>,
  now: Date,
): Promise<number> {
  const deposit = await paidDeposit(ctx.db, bookingId)
  if (!deposit) return 0
  try {
    return await refundRemaining(ctx, bookingId, deposit.paymentIntentId, reason, now)
  } catch (error) {
    console.error('Deposit refund failed; refund it from the Payments tab', { bookingId, error })
    return 0
  }
}

export type DetailerRefund =
  { ok: true; refundedCents: number } | { ok: false; status: number; message: string }

/** The detailer gives back all or part of a deposit; `token` makes a double submit one refund. */
export async function refundByDetailer(
  ctx: PayCtx,
  bookingId: number,
  amountCents: number | null,
  token: string,
  now: Date,
): Promise<DetailerRefund> {
  const state = await refundable(ctx, bookingId)
  if (!state) return { ok: false, status: 404, message: 'This booking has no paid deposit.' }
  if (state.remainingCents <= 0)
    return { ok: false, status: 409, message: 'This deposit has already been refunded in full.' }
  const amount = amountCents ?? state.remainingCents
  if (amount > state.remainingCents)
    return {
      ok: false,
      status: 400,
      message: `You can refund at most ${(state.remainingCents / 100).toFixed(2)} dollars.`,
    }
  await state.provider.refund(
    { paymentIntentId: state.deposit.paymentIntentId, amountCents: amount, bookingId },
    `booking:${bookingId}:refund:detailer:${token}`,
  )
  await syncBooking(ctx, bookingId, now)
  await tellCustomer(ctx.db, bookingId, null)
  return { ok: true, refundedCents: amount }
}
