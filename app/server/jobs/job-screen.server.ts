import { vehicleName } from '~/lib/booking/vehicles'
import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq } from 'drizzle-orm'
import { dateTimeIn } from '~/lib/dashboard/format'
import {
  JOB_MESSAGES,
  JOB_PHOTO_PHASES,
  type JobAction,
  type JobPhotoPhase,
  MAX_JOB_POST_BYTES,
} from '~/lib/jobs/limits'
import { findBooking } from '../dashboard/business/bookings.server'
import { loadSettings } from '../dashboard/business/settings.server'
import { type Db, schema } from '../db.server'
import { MULTIPART_OVERHEAD_BYTES, readMultipart } from '../multipart.server'
import { type Tenant } from '../tenant.server'
import { completeJob } from './complete.server'
import { addPairToGallery } from './gallery.server'
import { addJobPhoto, jobPhotosOf } from './photos.server'
import { removeJobPhoto } from './photo-removal.server'
import { messageStatements, threadOf } from './signoff.server'

const { jobDays, jobSignoffs } = schema

// The job screen (issue 42): /{slug}/dashboard/jobs/{id}, for the business's owner or an admin.
// Only a confirmed or completed job of this business has one; anything else reads as missing.

export interface JobResult {
  ok: boolean
  intent: string
  message: string
  errors?: Record<string, string>
  /** Per photo of an upload: which were stored and which refused, by file name. */
  photos?: { name: string; ok: boolean; message?: string }[]
}

const JOB_STATUSES = new Set(['confirmed', 'completed'])

export async function findJob(db: Db, tenant: Tenant, rawId: string | undefined) {
  const id = /^\d{1,12}$/.test(rawId ?? '') ? Number(rawId) : null
  const booking = id === null ? null : await findBooking(db, tenant.id, id)
  return booking && JOB_STATUSES.has(booking.status) ? booking : null
}
export type JobBooking = NonNullable<Awaited<ReturnType<typeof findJob>>>

/** Everything the job screen shows, in one batch after the booking. */
export async function jobScreen(context: AppLoadContext, tenant: Tenant, booking: JobBooking) {
  const { db } = context
  const [[day], [signoff], thread, settings] = await Promise.all([
    db.select().from(jobDays).where(eq(jobDays.bookingId, booking.id)).limit(1),
    db
      .select({
        state: jobSignoffs.state,
        settledAt: jobSignoffs.settledAt,
        note: jobSignoffs.note,
      })
      .from(jobSignoffs)
      .where(and(eq(jobSignoffs.bookingId, booking.id), eq(jobSignoffs.affiliateId, tenant.id)))
      .limit(1),
    threadOf(db, tenant.id, booking.id),
    loadSettings(db, tenant.id),
  ])
  const photos = await jobPhotosOf(db, tenant.id, booking.id)
  const address = `${booking.addressLine}, ${booking.city}, ${booking.state}${booking.zip ? ` ${booking.zip}` : ''}`
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    service: `${booking.serviceName} – ${booking.tierName} (${vehicleName(booking.vehicleType)})`,
    when: booking.startAt ? dateTimeIn(booking.startAt, settings.timeZone) : null,
    address,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    notes: booking.notes,
    galleryConsent: booking.galleryConsent,
    startedAt: day?.startedAt ?? null,
    note: day?.note ?? '',
    signoff: signoff ?? null,
    photos,
    thread,
  }
}
export type JobScreen = Awaited<ReturnType<typeof jobScreen>>

function phaseOf(value: FormDataEntryValue | null): JobPhotoPhase | null {
  return JOB_PHOTO_PHASES.find((p) => p === value) ?? null
}

/**
 * Photos, one or several in one post (a form without script sends all it holds; the script
 * sends one at a time). Each is checked and stored on its own, so one refused photo does not
 * lose the others; the answer lists each.
 */
export async function uploadPhotos(
  context: AppLoadContext,
  booking: JobBooking,
  request: Request,
): Promise<{ status: number; result: JobResult }> {
  const intent = 'photos'
  let form: FormData
  try {
    form = await readMultipart(
      request,
      MAX_JOB_POST_BYTES + MULTIPART_OVERHEAD_BYTES,
      JOB_MESSAGES.postTooLarge,
    )
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    const message = thrown.status === 413 ? JOB_MESSAGES.postTooLarge : JOB_MESSAGES.noFile
    return {
      status: thrown.status,
      result: { ok: false, intent, message, errors: { photos: message } },
    }
  }
  const phase = phaseOf(form.get('phase'))
  const files = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0)
  if (!phase || files.length === 0)
    return {
      status: 400,
      result: {
        ok: false,
        intent,
        message: JOB_MESSAGES.noFile,
        errors: { photos: JOB_MESSAGES.noFile },
      },
    }
  const job = { affiliateId: booking.affiliateId, bookingId: booking.id }
  const photos: NonNullable<JobResult['photos']> = []
  let status = 200
  for (const file of files) {
    const stored = await addJobPhoto(context, job, phase, file)
    if (stored.ok) photos.push({ name: file.name, ok: true })
    else {
      photos.push({ name: file.name, ok: false, message: stored.message })
      if (status === 200) status = stored.status
    }
  }
  const refused = photos.filter((p) => !p.ok)
  const saved = photos.length - refused.length
  const message =
    refused.length === 0
      ? `${saved} ${phase} photo${saved === 1 ? '' : 's'} added.`
      : (refused[0]?.message ?? JOB_MESSAGES.notImage)
  // Some stored and some refused: the stored ones are kept, so the answer is a success with notes.
  return {
    status: saved > 0 ? 200 : status,
    result: {
      ok: refused.length === 0,
      intent,
      message,
      errors: refused.length ? { photos: message } : {},
      photos,
    },
  }
}

/** The screen's other forms. */
export async function jobAction(
  context: AppLoadContext,
  tenant: Tenant,
  booking: JobBooking,
  action: Exclude<JobAction, { intent: 'on-my-way' }>,
  now: Date,
): Promise<{ status: number; result: JobResult }> {
  const { db } = context
  const { intent } = action
  const ok = (message: string) => ({ status: 200, result: { ok: true, intent, message } })
  const fail = (status: number, message: string, field?: string) => ({
    status,
    result: { ok: false, intent, message, errors: field ? { [field]: message } : {} },
  })
  const at = now.toISOString()
  const key = { bookingId: booking.id, affiliateId: tenant.id }
  if (action.intent === 'start' || action.intent === 'complete') {
    if (booking.status !== 'confirmed') return fail(409, JOB_MESSAGES.notConfirmed)
  }
  if (action.intent === 'start') {
    await db
      .insert(jobDays)
      .values({ ...key, startedAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: jobDays.bookingId, set: { startedAt: at, updatedAt: at } })
    return ok('Job started.')
  }
  if (action.intent === 'note') {
    await db
      .insert(jobDays)
      .values({ ...key, note: action.note, updatedAt: at })
      .onConflictDoUpdate({ target: jobDays.bookingId, set: { note: action.note, updatedAt: at } })
    return ok('Note saved.')
  }
  if (action.intent === 'complete') {
    const { timeZone } = await loadSettings(db, tenant.id)
    const outcome = await completeJob(db, tenant, timeZone, booking.id, now)
    if (!outcome.result.ok) return fail(outcome.status, outcome.result.message)
    return ok(`${outcome.result.message} ${booking.customerName} was sent the photos to sign off.`)
  }
  if (action.intent === 'reply') {
    await db.batch([...messageStatements(db, key, 'business', action.body, booking.customerEmail)])
    return ok('Reply sent.')
  }
  if (action.intent === 'remove-photo') {
    const removed = await removeJobPhoto(context, key, action.photo)
    return removed.ok ? ok('Photo removed.') : fail(removed.status, removed.message)
  }
  const added = await addPairToGallery(context, tenant, booking.id, action)
  return added.ok ? ok('Pair added to the gallery.') : fail(added.status, added.message)
}
