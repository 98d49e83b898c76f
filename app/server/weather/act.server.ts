import { type AppLoadContext } from '@remix-run/cloudflare'
import { weatherChoiceSchema } from '~/lib/weather/view'
import { moveToFreeTime } from '../booking/customer-move.server'
import { chosenSlot, SLOT_INVALID } from '../booking/slot-choice.server'
import { type ResolvedWeatherLink, closedReason } from './page.server'
import { keepJob } from './verdict.server'

export const CHOOSE_ACTION = 'Please choose Move or Keep it.'

type Outcome = { ok: true; done: 'moved' | 'kept' } | { ok: false; status: number; error: string }

/**
 * The page's POST: "Keep it" marks the verdict kept for this time; a move goes through the one
 * move path (moveBooking: the no-overlap triggers judge the new time, both sides are emailed
 * the updated invitation). A weather move takes no payment path at all: the deposit stays on
 * the booking as paid, no fee is charged and nothing is refunded.
 */
export async function actOnWeatherLink(
  context: AppLoadContext,
  resolved: Extract<ResolvedWeatherLink, { expired: false }>,
  form: FormData | null,
  now: Date,
): Promise<Outcome> {
  const parsed = weatherChoiceSchema.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success) return { ok: false, status: 400, error: CHOOSE_ACTION }
  const { row, link } = resolved
  const closed = closedReason(row, link)
  if (closed) return { ok: false, status: 409, error: closed }
  const b = row.booking
  if (parsed.data.intent === 'keep') {
    await keepJob(context.db, b.id, link.startAt, now)
    return { ok: true, done: 'kept' }
  }
  const slot = chosenSlot(parsed.data.slot)
  if (!slot || slot === 'invalid') return { ok: false, status: 400, error: SLOT_INVALID }
  const refused = await moveToFreeTime(context, row, slot, now)
  return refused ? { ok: false, ...refused } : { ok: true, done: 'moved' }
}
