import { and, desc, eq, sql } from 'drizzle-orm'
import { formatMoney } from '~/lib/booking/pricing'
import {
  CHARGE_REFUND_MESSAGES,
  NO_SHOW_REFUND_MESSAGES,
  type NoShowRefundInput,
  refundTooMuch,
} from '~/lib/payments/charge-refund-schema'
import { type Db, schema } from '../db.server'
import { type PayCtx } from '../payments/provider.server'
import { type Tenant } from '../tenant.server'
import { chargeRefundState, refundCharge, refundUnderToken } from './charge-refund.server'

const { afterJobCharges, bookingRequests: b, chargeRefunds } = schema

// A no-show fee given back (all or part): a detailer who charged one by mistake, or who lets a
// customer off after a call, can return it from the Payments tab. The charge is the platform's
// (a destination charge), so the detailer cannot refund it in Stripe's dashboard; this is the way.

/** The business's paid no-show fees, newest first, with what has gone back of each. */
export async function noShowFeesOf(db: Db, affiliateId: number) {
  return (
    db
      .select({
        id: afterJobCharges.id,
        reference: b.reference,
        customerName: b.customerName,
        amountCents: afterJobCharges.amountCents,
        refundedCents: sql<number>`coalesce((select sum(${chargeRefunds.amountCents}) from ${chargeRefunds} where ${chargeRefunds.bookingId} = ${b.id} and ${chargeRefunds.chargeId} = ${afterJobCharges.id}), 0)`,
      })
      // From the business's no-show bookings (an index led by the business), then each one's fee.
      .from(b)
      .innerJoin(
        afterJobCharges,
        and(eq(afterJobCharges.bookingId, b.id), eq(afterJobCharges.kind, 'no_show_fee')),
      )
      .where(
        and(
          eq(b.affiliateId, affiliateId),
          eq(b.status, 'no_show'),
          eq(afterJobCharges.status, 'paid'),
        ),
      )
      .orderBy(desc(afterJobCharges.id))
      .limit(20)
  )
}

export type NoShowRefundOutcome =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; field: 'charge' | 'amount' }

const answer = (cents: number, name: string, email: string): NoShowRefundOutcome => ({
  ok: true,
  message: `Refunded ${formatMoney(cents)} of the no-show fee to ${name}. A receipt is on its way to ${email}.`,
})

export async function refundNoShowFee(
  ctx: PayCtx,
  tenant: Tenant,
  input: NoShowRefundInput,
): Promise<NoShowRefundOutcome> {
  const [booking] = await ctx.db
    .select({ name: b.customerName, email: b.customerEmail })
    .from(afterJobCharges)
    .innerJoin(b, eq(b.id, afterJobCharges.bookingId))
    .where(and(eq(afterJobCharges.id, input.charge), eq(afterJobCharges.affiliateId, tenant.id)))
    .limit(1)
  const missing = {
    ok: false,
    status: 404,
    message: NO_SHOW_REFUND_MESSAGES.charge,
    field: 'charge',
  } as const
  if (!booking) return missing
  // A double submit: the first already refunded under this token; answer as it did.
  const done = await refundUnderToken(ctx.db, tenant.id, input.token)
  if (done) return answer(done.amountCents, booking.name, booking.email)
  // This business's paid no-show fee only.
  const state = await chargeRefundState(
    ctx,
    and(
      eq(afterJobCharges.id, input.charge),
      eq(afterJobCharges.affiliateId, tenant.id),
      eq(afterJobCharges.kind, 'no_show_fee'),
    ),
  )
  if (!state) return missing
  const { remainingCents } = state
  if (remainingCents <= 0)
    return { ok: false, status: 409, message: CHARGE_REFUND_MESSAGES.full, field: 'amount' }
  const amount = input.amount ?? remainingCents
  if (amount > remainingCents)
    return { ok: false, status: 400, message: refundTooMuch(remainingCents), field: 'amount' }
  const refunded = await refundCharge(ctx, state, booking.email, { ...input, amount })
  return refunded === null ? missing : answer(refunded, booking.name, booking.email)
}
