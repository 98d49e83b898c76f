import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, asc, eq, sql } from 'drizzle-orm'
import {
  JOB_MESSAGES,
  MAX_JOB_PHOTO_BYTES,
  MAX_JOB_PHOTOS,
  type JobPhotoPhase,
} from '~/lib/jobs/limits'
import { type Db, schema } from '../db.server'
import { sniffImage } from '../uploads.server'
import { PHOTO_OBJECTS, photoOfJob } from './photo-removal.server'

const { jobPhotos } = schema

// Before and after photos of a job (issue 42, decision 043). Checked by their bytes (never the
// name or the claimed type), one at a time, and kept in R2 under the business and the booking
// (`job/{business}/{booking}/…`), a prefix the public uploads route never serves.

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])
/** Long edge of the copy pages and emails show: sharp on a phone, a fraction of the original. */
const SHOWN_EDGE = 1600

export interface JobPhoto {
  id: number
  phase: JobPhotoPhase
  galleryUrl: string | null
}

export type PhotoOutcome = { ok: true; id: number } | { ok: false; status: number; message: string }

/** The job's photos, before first, each side in the order taken. */
export async function jobPhotosOf(
  db: Db,
  affiliateId: number,
  bookingId: number,
): Promise<JobPhoto[]> {
  return db
    .select({ id: jobPhotos.id, phase: jobPhotos.phase, galleryUrl: jobPhotos.galleryUrl })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.bookingId, bookingId), eq(jobPhotos.affiliateId, affiliateId)))
    .orderBy(sql`${jobPhotos.phase} = 'after'`, asc(jobPhotos.id))
}

/**
 * The smaller copy, made with the Images binding as the logo's are; null when there is no
 * binding or the service refused (the original is served then).
 */
async function shownCopy(
  env: Pick<Env, 'UPLOADS' | 'IMAGES'>,
  key: string,
  bytes: Uint8Array<ArrayBuffer>,
) {
  if (!env.IMAGES) return null
  try {
    const info = await env.IMAGES.info(new Blob([bytes]).stream())
    if (!('width' in info)) return null
    const scale = Math.min(1, SHOWN_EDGE / Math.max(info.width, info.height))
    const result = await env.IMAGES.input(new Blob([bytes]).stream())
      .transform({
        width: Math.max(1, Math.round(info.width * scale)),
        height: Math.max(1, Math.round(info.height * scale)),
        fit: 'scale-down',
      })
      .output({ format: 'image/jpeg', quality: 82 })
    const jpeg = await new Response(result.image()).arrayBuffer()
    const target = `${key}.shown.jpg`
    await env.UPLOADS.put(target, jpeg, { httpMetadata: { contentType: 'image/jpeg' } })
    return target
  } catch (error) {
    console.error('Job photo could not be resized', { key, error: String(error) })
    return null
  }
}

/**
 * Stores one photo of a job of this business. The count limit is held by the INSERT itself
 * (… WHERE count < limit), so two uploads at once cannot pass it; a refused photo's objects
 * are removed again.
 */
export async function addJobPhoto(
  context: AppLoadContext,
  job: { affiliateId: number; bookingId: number },
  phase: JobPhotoPhase,
  file: File,
): Promise<PhotoOutcome> {
  const fail = (status: number, message: string): PhotoOutcome => ({ ok: false, status, message })
  if (file.size === 0) return fail(400, JOB_MESSAGES.noFile)
  if (file.size > MAX_JOB_PHOTO_BYTES) return fail(413, JOB_MESSAGES.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const image = sniffImage(bytes)
  if (!image || !PHOTO_TYPES.has(image.type)) return fail(400, JOB_MESSAGES.notImage)
  const { db, env } = context
  const taken = () =>
    sql`(select count(*) from job_photos where booking_id = ${job.bookingId} and phase = ${phase})`
  const [count] = await db
    .select({ n: sql<number>`count(*)` })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.bookingId, job.bookingId), eq(jobPhotos.phase, phase)))
  // Checked before the file is stored, and again by the INSERT.
  if ((count?.n ?? 0) >= MAX_JOB_PHOTOS) return fail(400, JOB_MESSAGES.tooMany(phase))
  const key = `job/${job.affiliateId}/${job.bookingId}/${crypto.randomUUID()}.${image.ext}`
  await env.UPLOADS.put(key, bytes, { httpMetadata: { contentType: image.type } })
  const shown = await shownCopy(env, key, bytes)
  const inserted = await db.run(sql`
    insert into job_photos (affiliate_id, booking_id, phase, r2_key, content_type, size_bytes, resized_key)
    select ${job.affiliateId}, ${job.bookingId}, ${phase}, ${key}, ${image.type}, ${bytes.byteLength}, ${shown}
    where ${taken()} < ${MAX_JOB_PHOTOS}`)
  if (inserted.meta.changes !== 1) {
    await env.UPLOADS.delete(shown ? [key, shown] : [key])
    return fail(400, JOB_MESSAGES.tooMany(phase))
  }
  return { ok: true, id: Number(inserted.meta.last_row_id) }
}

/**
 * A photo's bytes for someone already allowed to see that booking (the business's owner, an
 * admin, or the holder of the customer's link): the photo must be that booking's.
 */
export async function photoResponse(
  context: AppLoadContext,
  job: { affiliateId: number; bookingId: number },
  rawPhotoId: string | undefined,
) {
  const id = /^\d{1,12}$/.test(rawPhotoId ?? '') ? Number(rawPhotoId) : null
  if (id === null) return new Response('Not found', { status: 404 })
  const [row] = await context.db
    .select(PHOTO_OBJECTS)
    .from(jobPhotos)
    .where(photoOfJob(id, job))
    .limit(1)
  if (!row) return new Response('Not found', { status: 404 })
  const object = await context.env.UPLOADS.get(row.shown ?? row.key)
  if (!object) return new Response('Not found', { status: 404 })
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  // Private to the business and the customer: never kept by a shared cache or the browser's.
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Disposition', 'inline')
  return new Response(object.body, { headers })
}

/**
 * A dispute's first evidence: the job's first before and last after photo (the shown copies),
 * named as the evidence form names its photos.
 */
export async function jobEvidence(context: AppLoadContext, affiliateId: number, bookingId: number) {
  const rows = await context.db
    .select({ phase: jobPhotos.phase, ...PHOTO_OBJECTS })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.bookingId, bookingId), eq(jobPhotos.affiliateId, affiliateId)))
    .orderBy(asc(jobPhotos.id))
  const chosen = [
    rows.find((r) => r.phase === 'before'),
    [...rows].reverse().find((r) => r.phase === 'after'),
  ]
  const files: { name: string; type: string; data: ArrayBuffer }[] = []
  for (const row of chosen) {
    const object = row ? await context.env.UPLOADS.get(row.shown ?? row.key) : null
    if (!row || !object) continue
    const data = await object.arrayBuffer()
    const image = sniffImage(new Uint8Array(data))
    if (image) files.push({ name: `job-${row.phase}.${image.ext}`, type: image.type, data })
  }
  return files
}
