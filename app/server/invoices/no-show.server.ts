import { and, eq } from 'drizzle-orm'
import { dateTimeIn } from '~/lib/dashboard/format'
import { formatMoney } from '~/lib/booking/pricing'
import { INVOICE_MESSAGES } from '~/lib/payments/invoice-schema'
import { NOT_FOUND } from '~/lib/dashboard/action-schemas'
import { type Tenant } from '../tenant.server'
import { schema } from '../db.server'
import { badTransition, findBooking } from '../dashboard/business/bookings.server'
import { fail, LOST_RACE, type Outcome } from '../dashboard/business/booking-actions.server'
import { type PayCtx } from '../payments/provider.server'
import { cardOnFile, chargeSavedCard } from './autopay.server'

const { bookingPayments, bookingRequests } = schema

// A confirmed job nobody was at (issue 39, decision 040): only once its time has passed; the
// deposit is kept (no refund is made), and a no-show fee up to what the customer was shown at
// booking may be charged to the card they agreed to keep on file, with a receipt.

const INTENT = 'booking-no-show'

export const NO_CARD_FOR_FEE = 'No card is kept on file for this booking, so no fee can be charged.'

export function notPassedYet(startAt: string, zone: string) {
  return `This appointment starts ${dateTimeIn(startAt, zone)}; it can be marked a no-show once its time has passed.`
}

export async function markNoShow(
  ctx: PayCtx,
  tenant: Tenant,
  zone: string,
  action: { id: number; fee: number },
  now: Date,
): Promise<Outcome> {
  const { db } = ctx
  const booking = await findBooking(db, tenant.id, action.id)
  if (!booking) return fail(404, INTENT, NOT_FOUND)
  const target = { targetId: booking.id }
  if (booking.status !== 'confirmed')
    return fail(409, INTENT, badTransition(booking.status, 'marked a no-show'), {}, target)
  if (!booking.startAt || Date.parse(booking.startAt) > now.getTime())
    return fail(
      400,
      INTENT,
      booking.startAt ? notPassedYet(booking.startAt, zone) : NOT_FOUND,
      {},
      target,
    )
  if (action.fee > 0) {
    const card = await cardOnFile(ctx, booking.id)
    if (!card) return fail(400, INTENT, NO_CARD_FOR_FEE, { fee: NO_CARD_FOR_FEE }, target)
    if (action.fee > card.noShowFeeCents) {
      const message = INVOICE_MESSAGES.noShowFeeTooHigh(formatMoney(card.noShowFeeCents))
      return fail(400, INTENT, message, { fee: message }, target)
    }
  }
  const at = now.toISOString()
  const changed = await db
    .update(bookingRequests)
    .set({ status: 'no_show', statusChangedAt: at, updatedAt: at })
    .where(
      and(
        eq(bookingRequests.id, booking.id),
        eq(bookingRequests.affiliateId, tenant.id),
        eq(bookingRequests.status, 'confirmed'),
      ),
    )
    .returning({ id: bookingRequests.id })
  if (changed.length !== 1) return fail(409, INTENT, LOST_RACE, {}, target)
  const kept = await db
    .select({ amount: bookingPayments.amountCents })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, booking.id), eq(bookingPayments.status, 'paid')))
  const deposit = kept[0] ? ` The deposit of ${formatMoney(kept[0].amount)} is kept.` : ''
  const done = `Request ${booking.reference} marked a no-show.${deposit}`
  if (action.fee === 0) return { status: 200, result: { ok: true, intent: INTENT, message: done } }
  const charged = await chargeSavedCard(
    ctx,
    {
      bookingId: booking.id,
      affiliateId: tenant.id,
      invoiceId: null,
      kind: 'no_show_fee',
      amountCents: action.fee,
      description: `No-show fee for ${booking.reference}`,
    },
    now,
  )
  const message = charged.ok
    ? `${done} A no-show fee of ${formatMoney(action.fee)} was charged to the card on file.`
    : `${done} The no-show fee could not be charged: ${charged.message}`
  return { status: 200, result: { ok: true, intent: INTENT, message } }
}
