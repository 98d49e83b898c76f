import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { JOB_MESSAGES } from '~/lib/jobs/limits'
import { type Db, schema } from '../db.server'

const { disputes, jobPhotos } = schema

// Photos leave R2 when their records go (decision 043): a removed photo's original and its
// resized copy, and every job photo of a deleted business. The one exception is a job whose
// charge is in an open dispute: its photos are the first evidence (jobEvidence), so they stay
// until the dispute closes.

/** A dispute the bank has not decided yet: its evidence may still be asked for. */
export const OPEN_DISPUTE = ['warning_needs_response', 'needs_response', 'under_review'] as const

/** A photo's two objects in R2: the original and its resized copy. */
export const PHOTO_OBJECTS = { key: jobPhotos.r2Key, shown: jobPhotos.resizedKey }

/** One photo of one job of one business: a photo id from another job or business matches nothing. */
export function photoOfJob(photoId: number, job: { affiliateId: number; bookingId: number }) {
  return and(
    eq(jobPhotos.id, photoId),
    eq(jobPhotos.bookingId, job.bookingId),
    eq(jobPhotos.affiliateId, job.affiliateId),
  )
}

/** The statement that reads whether a booking's charge is in an open dispute. */
export function openDisputeOf(db: Db, affiliateId: number, bookingId: number) {
  return db
    .select({ id: disputes.id })
    .from(disputes)
    .where(
      and(
        eq(disputes.bookingId, bookingId),
        eq(disputes.affiliateId, affiliateId),
        inArray(disputes.status, [...OPEN_DISPUTE]),
      ),
    )
    .limit(1)
}

/** The R2 keys of a photo: the original and, when the Images binding made one, the copy. */
export const photoKeys = (row: { key: string; shown: string | null }) =>
  row.shown ? [row.key, row.shown] : [row.key]

/**
 * Removes one photo of this job: the row (the DELETE names the job and holds the dispute rule
 * in its WHERE, so a dispute opened meanwhile keeps it), then its objects in R2. A copy already
 * put into the gallery is the gallery's own and stays there.
 */
export async function removeJobPhoto(
  context: AppLoadContext,
  job: { affiliateId: number; bookingId: number },
  photoId: number,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const { db, env } = context
  const [disputed] = await openDisputeOf(db, job.affiliateId, job.bookingId)
  if (disputed) return { ok: false, status: 409, message: JOB_MESSAGES.photoInDispute }
  // The subquery brings its own parentheses.
  const noOpenDispute = sql`not exists ${openDisputeOf(db, job.affiliateId, job.bookingId)}`
  const [removed] = await db
    .delete(jobPhotos)
    .where(and(photoOfJob(photoId, job), noOpenDispute))
    .returning(PHOTO_OBJECTS)
  if (!removed) return { ok: false, status: 404, message: JOB_MESSAGES.photoNotFound }
  await env.UPLOADS.delete(photoKeys(removed))
  return { ok: true }
}

/** Every object under a prefix, a page (R2's 1000) at a time. */
export async function deletePrefix(bucket: R2Bucket, prefix: string) {
  let cursor: string | undefined
  for (;;) {
    const page = await bucket.list({ prefix, cursor })
    const keys = page.objects.map((o) => o.key)
    if (keys.length > 0) await bucket.delete(keys)
    if (!page.truncated) return
    cursor = page.cursor
  }
}

/**
 * A deleted business's photos: every job photo and resized copy (all under `job/{business}/`),
 * and the evidence files of its disputes the bank has decided. An open dispute's evidence stays
 * until it closes (releaseEvidenceOfGone, when the provider says so).
 */
export async function deleteBusinessPhotos(
  env: Pick<Env, 'UPLOADS'>,
  affiliateId: number,
  closedEvidence: string[],
) {
  await deletePrefix(env.UPLOADS, `job/${affiliateId}/`)
  if (closedEvidence.length > 0) await env.UPLOADS.delete(closedEvidence)
}

/** The evidence files of a business's decided disputes, read before the business goes. */
export async function closedEvidenceOf(db: Db, affiliateId: number) {
  const rows = await db
    .select({ files: disputes.evidenceFiles })
    .from(disputes)
    .where(
      and(eq(disputes.affiliateId, affiliateId), notInArray(disputes.status, [...OPEN_DISPUTE])),
    )
  return rows.flatMap((r) => r.files)
}

/**
 * A dispute that has just closed, of a business deleted while it was open: its evidence files
 * were kept for the bank and now leave R2 too (the dispute's row stays, as money records do).
 */
export async function releaseEvidenceOfGone(
  ctx: { db: Db; env: Pick<Env, 'UPLOADS'> },
  disputeId: string,
) {
  const [row] = await ctx.db
    .select({
      files: disputes.evidenceFiles,
      status: disputes.status,
      business: schema.affiliates.id,
    })
    .from(disputes)
    .leftJoin(schema.affiliates, eq(schema.affiliates.id, disputes.affiliateId))
    .where(eq(disputes.id, disputeId))
    .limit(1)
  if (!row || row.business !== null || row.files.length === 0) return
  if ((OPEN_DISPUTE as readonly string[]).includes(row.status)) return
  await ctx.env.UPLOADS.delete(row.files)
}
