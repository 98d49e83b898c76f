import { type AppLoadContext } from '@remix-run/cloudflare'
import { type SlotPickerView } from '~/lib/booking/views'
import { canCustomerCancel } from './appointment.server'
import { type BookingWithBusiness } from './email-view.server'
import { moveBooking } from './reschedule.server'
import { chosenSlot, SLOT_INVALID, SLOT_TAKEN } from './slot-choice.server'
import { slotContext, slotPicker, stillFree } from './slots.server'

export const MOVE_TOO_LATE =
  'Your appointment is less than 24 hours away. Please call the detailer to move it.'

/**
 * The free times a customer may move a confirmed job to (24 h or more before it), else null: the
 * next ones, or those of `day` (any day with free times within the booking horizon), never the
 * time already held (that is not a move).
 */
export async function customerMoveOptions(
  context: AppLoadContext,
  row: BookingWithBusiness,
  now: Date,
  day: string | null = null,
): Promise<SlotPickerView | null> {
  const b = row.booking
  if (b.status !== 'confirmed' || !b.startAt || !canCustomerCancel(row, now)) return null
  const picker = await slotPicker(context.db, b.affiliateId, b.durationMinutes, day, now, b.id)
  if (!picker) return null
  return { ...picker, slots: picker.slots.filter((s) => s.startAt !== b.startAt) }
}

/** The customer's Move (intent=move, slot=…): an error message, or null once moved. */
export async function moveByCustomer(
  context: AppLoadContext,
  row: BookingWithBusiness,
  slotValue: string | undefined,
  now: Date,
): Promise<{ status: number; error: string } | null> {
  const slot = chosenSlot(slotValue)
  if (!slot || slot === 'invalid') return { status: 400, error: SLOT_INVALID }
  if (row.booking.status !== 'confirmed' || !canCustomerCancel(row, now))
    return { status: 409, error: MOVE_TOO_LATE }
  return moveToFreeTime(context, row, slot, now)
}

/**
 * Moves a confirmed job to `slot` when it is still free for the job's length at its address
 * (the job does not stand in its own way); the triggers make the final call. The customer's
 * Move and the weather links' move share it. Null once moved.
 */
export async function moveToFreeTime(
  context: AppLoadContext,
  row: BookingWithBusiness,
  slot: string,
  now: Date,
): Promise<{ status: number; error: string } | null> {
  const b = row.booking
  const ctx = await slotContext(context.db, b.affiliateId, now, b.id)
  if (!ctx || !stillFree(ctx, now, slot, b.durationMinutes, b.city, b.state))
    return { status: 409, error: SLOT_TAKEN }
  const outcome = await moveBooking(context.db, {
    affiliateId: b.affiliateId,
    bookingId: b.id,
    from: b.startAt,
    startAt: slot,
    durationMinutes: b.durationMinutes,
  })
  return outcome === 'moved' ? null : { status: 409, error: SLOT_TAKEN }
}
