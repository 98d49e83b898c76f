import { data } from '@remix-run/cloudflare'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { MESSAGES, NOT_FOUND } from '~/lib/dashboard/action-schemas'
import { type BusinessActionResult } from '~/lib/dashboard/results'
import { isCalendarDate, zonedInstant } from '~/lib/dashboard/time'
import { fieldErrors } from '~/lib/validation'
import { type Db, schema } from '~/server/db.server'
import { moveBooking } from '~/server/booking/reschedule.server'
import { OVERLAP_MESSAGE } from '~/server/booking/no-overlap.server'
import { type Tenant } from '~/server/tenant.server'
import { loadSettings } from './settings.server'

const INTENT = 'booking-move'
export const MOVE_PAST = 'Please choose a time that is still ahead.'
export const MOVED = 'Appointment moved. The customer was emailed the new time.'

const moveSchema = z.object({
  id: z
    .string({ required_error: NOT_FOUND })
    .regex(/^\d{1,12}$/, NOT_FOUND)
    .transform(Number),
  date: z.string({ required_error: MESSAGES.date }).trim().refine(isCalendarDate, MESSAGES.date),
  time: z
    .string({ required_error: MESSAGES.time })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.time),
  force: z
    .string()
    .optional()
    .transform((v) => v === '1'),
})

const answer = (status: number, result: BusinessActionResult) => data(result, { status })

/** The dashboard's Move (intent booking-move): a confirmed job to a new date and start time. */
export async function moveFromDashboard(db: Db, tenant: Tenant, formData: FormData) {
  const raw: Record<string, string> = {}
  formData.forEach((v, k) => {
    if (typeof v === 'string' && !(k in raw)) raw[k] = v.slice(0, 100)
  })
  const parsed = moveSchema.safeParse(raw)
  const targetId = /^\d{1,12}$/.test(raw.id ?? '') ? Number(raw.id) : undefined
  const fail = (status: number, message: string, errors: Record<string, string> = {}) =>
    answer(status, { ok: false, intent: INTENT, message, errors, targetId })
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    return fail(400, Object.values(errors)[0] ?? 'Validation failed', errors)
  }
  const { id, date, time, force } = parsed.data
  const b = schema.bookingRequests
  const [booking] = await db
    .select({ startAt: b.startAt, duration: b.durationMinutes, status: b.status })
    .from(b)
    .where(and(eq(b.id, id), eq(b.affiliateId, tenant.id)))
    .limit(1)
  if (!booking) return fail(404, NOT_FOUND)
  if (booking.status !== 'confirmed') return fail(409, `This booking is ${booking.status}.`)
  const { timeZone } = await loadSettings(db, tenant.id)
  const startAt = zonedInstant(date, time, timeZone).toISOString()
  if (Date.parse(startAt) <= Date.now()) return fail(400, MOVE_PAST, { date: MOVE_PAST })
  const outcome = await moveBooking(db, {
    affiliateId: tenant.id,
    bookingId: id,
    from: booking.startAt,
    startAt,
    durationMinutes: booking.duration,
    force,
  })
  if (outcome === 'overlap')
    return fail(409, `${OVERLAP_MESSAGE} Move again to book both.`, { time: OVERLAP_MESSAGE })
  if (outcome === 'gone') return fail(409, 'This booking has changed meanwhile.')
  return answer(200, { ok: true, intent: INTENT, message: MOVED })
}
