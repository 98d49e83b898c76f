import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { MAX_GALLERY } from '~/lib/brand/schema'
import { JOB_MESSAGES } from '~/lib/jobs/limits'
import { appendEntry } from '../brand/brand-lists.server'
import { loadBrand } from '../brand/brand.server'
import { type Db, schema } from '../db.server'
import { storeImage, sniffImage } from '../uploads.server'

const { bookingRequests, jobPhotos } = schema

export const GALLERY_NO_ROOM = `The gallery holds up to ${MAX_GALLERY} photos. Remove two first.`

/**
 * A before/after pair of a job into the site's gallery (decision 031's pairs), only when the
 * customer agreed at booking. The photos are copied to public keys (gallery/…): the job's own
 * stay private, and removing the pair from the gallery later leaves the job's photos alone.
 */
export async function addPairToGallery(
  context: AppLoadContext,
  tenant: { id: number; businessName: string },
  bookingId: number,
  pair: { before: number; after: number },
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const { db, env } = context
  const [booking] = await db
    .select({ consent: bookingRequests.galleryConsent })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.id, bookingId), eq(bookingRequests.affiliateId, tenant.id)))
    .limit(1)
  if (!booking) return { ok: false, status: 404, message: JOB_MESSAGES.notFound }
  if (!booking.consent) return { ok: false, status: 403, message: JOB_MESSAGES.noConsent }
  const photos = await pairRows(db, tenant.id, bookingId, pair)
  const before = photos.find((p) => p.id === pair.before && p.phase === 'before')
  const after = photos.find((p) => p.id === pair.after && p.phase === 'after')
  if (!before || !after) return { ok: false, status: 400, message: JOB_MESSAGES.noPair }
  if ((await loadBrand(db, tenant.id)).gallery.length > MAX_GALLERY - 2)
    return { ok: false, status: 400, message: GALLERY_NO_ROOM }
  for (const photo of [before, after]) {
    const object = await env.UPLOADS.get(photo.resizedKey ?? photo.r2Key)
    if (!object) return { ok: false, status: 404, message: JOB_MESSAGES.notFound }
    const bytes = new Uint8Array(await object.arrayBuffer())
    const image = sniffImage(bytes)
    if (!image) return { ok: false, status: 400, message: JOB_MESSAGES.notImage }
    const stored = await storeImage(context, {
      kind: 'gallery',
      bytes,
      image,
      affiliateId: tenant.id,
    })
    const role = photo.phase
    const alt = `${role === 'before' ? 'Before' : 'After'}: work by ${tenant.businessName}`
    if (!(await appendEntry(db, tenant.id, 'gallery', { url: stored.url, alt, role })))
      return { ok: false, status: 400, message: GALLERY_NO_ROOM }
    await db
      .update(jobPhotos)
      .set({ galleryUrl: stored.url })
      .where(and(eq(jobPhotos.id, photo.id), isNull(jobPhotos.galleryUrl)))
  }
  return { ok: true }
}

function pairRows(
  db: Db,
  affiliateId: number,
  bookingId: number,
  pair: { before: number; after: number },
) {
  return db
    .select({
      id: jobPhotos.id,
      phase: jobPhotos.phase,
      r2Key: jobPhotos.r2Key,
      resizedKey: jobPhotos.resizedKey,
    })
    .from(jobPhotos)
    .where(
      and(
        eq(jobPhotos.bookingId, bookingId),
        eq(jobPhotos.affiliateId, affiliateId),
        inArray(jobPhotos.id, [pair.before, pair.after]),
      ),
    )
}
