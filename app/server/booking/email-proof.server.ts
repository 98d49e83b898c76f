import { type AppLoadContext } from '@remix-run/cloudflare'
import { type ProofNotice, type SlotPickerView } from '~/lib/booking/views'
import { sessionSecret } from '../auth/session.server'
import { dispatchOutbox } from '../email/dispatch.server'
import { notFound } from '../tenant.server'
import { formatInZone } from '~/lib/time-zone'
import { type BookingWithBusiness, loadBookingWithBusiness } from './email-view.server'
import { holdRequestedTime, type HoldOutcome } from './hold.server'
import { verifyEmailProofKey } from './reference.server'
import { chosenSlot, SLOT_INVALID, SLOT_TAKEN } from './slot-choice.server'
import { slotPicker } from './slots.server'

// The receipt's "Confirm your email" link is the customer's booking page with `proof=`: opening
// it proves the email and holds the requested time (one click, no JavaScript; opening it again
// changes nothing). Mail scanners that open links can only do so for a message that arrived,
// which is what the proof is about.

/** Redeems `?proof=` when present: null without one; a wrong one is a 404 like a wrong key. */
export async function redeemEmailProof(
  context: AppLoadContext,
  row: BookingWithBusiness,
  request: Request,
  now: Date,
): Promise<{ outcome: HoldOutcome; row: BookingWithBusiness } | null> {
  const proof = new URL(request.url).searchParams.get('proof')
  if (proof === null) return null
  const secret = sessionSecret(context.env)
  if (proof.length > 64 || !(await verifyEmailProofKey(secret, row.booking.reference, proof)))
    throw notFound()
  const outcome = await holdRequestedTime(context.db, row.booking.id, { proof: 'email', now })
  // A GET that wrote mail: the Worker dispatches after writes (non-GET) only, so ask here.
  context.waitUntil(dispatchOutbox(context.env))
  const fresh = await loadBookingWithBusiness(context.db, { id: row.booking.id })
  if (!fresh) throw notFound()
  return { outcome, row: fresh }
}

/** What the page says about the proof just redeemed. */
export function proofNotice(outcome: HoldOutcome, row: BookingWithBusiness): ProofNotice {
  const b = row.booking
  const when = b.startAt ? formatInZone(new Date(b.startAt), row.zone) : 'your time'
  if (outcome.ok) {
    if (outcome.state === 'confirmed')
      return { tone: 'ok', text: `Thanks, your email is confirmed and so is your appointment.` }
    if (outcome.state === 'held' || (outcome.state === 'already' && holding(row)))
      return {
        tone: 'ok',
        text: `Thanks, your email is confirmed. We are holding ${when} for you while ${row.businessName} confirms.`,
      }
    return {
      tone: 'ok',
      text: `Thanks, your email is confirmed. ${row.businessName} has your request.`,
    }
  }
  if (outcome.reason === 'taken')
    return {
      tone: 'warn',
      text: `Your email is confirmed, but ${when} was taken before you confirmed it. Please choose another time below.`,
    }
  return { tone: 'warn', text: `This request is already ${b.status}.` }
}

/** A pending request whose time is held right now. */
export function holding(row: BookingWithBusiness, now = new Date()): boolean {
  const { status, holdUntil } = row.booking
  return status === 'pending' && holdUntil !== null && holdUntil > now.toISOString()
}

/**
 * The times a proved customer may pick after theirs was taken (pending, never held), else null.
 * Also shown when the proof lost a race, so the page offers the other times at once.
 */
export async function repickOptions(
  context: AppLoadContext,
  row: BookingWithBusiness,
  now: Date,
): Promise<SlotPickerView | null> {
  const b = row.booking
  if (b.status !== 'pending' || !b.provedAt || !b.startAt || b.holdUntil !== null) return null
  return slotPicker(context.db, b.affiliateId, b.durationMinutes, null, now, b.id)
}

/** The page's "Choose another time" (intent=repick): an error, or null once held. */
export async function repickTime(
  context: AppLoadContext,
  row: BookingWithBusiness,
  slotValue: string | undefined,
  now: Date,
): Promise<{ status: number; error: string } | null> {
  const slot = chosenSlot(slotValue)
  if (!slot || slot === 'invalid') return { status: 400, error: SLOT_INVALID }
  const b = row.booking
  if (b.status !== 'pending' || !b.provedAt)
    return { status: 409, error: `This request is already ${b.status}.` }
  const outcome = await holdRequestedTime(context.db, b.id, {
    proof: 'email',
    now,
    startAt: slot,
  })
  if (outcome.ok && outcome.state !== 'already') return null
  return { status: 409, error: SLOT_TAKEN }
}
