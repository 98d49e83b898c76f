import { type AppLoadContext } from '@remix-run/cloudflare'
import { eq } from 'drizzle-orm'
import { avatarUploadFieldsSchema } from '~/lib/review-schemas'
import { fieldErrors } from '~/lib/validation'
import { schema } from './db.server'
import { jsonError } from './http.server'
import { MULTIPART_OVERHEAD_BYTES, readMultipart, textFields } from './multipart.server'
import { REVIEW_NOT_FOUND } from './reviews.server'
import { MAX_IMAGE_BYTES, sniffImage, storeImage } from './uploads.server'
import { invalidatePublic } from './cache.server'

const { reviews } = schema

export const AVATAR_TOO_LARGE = 'Avatar file must be less than 5MB'
export const AVATAR_NOT_IMAGE = 'Avatar must be a JPEG, PNG, GIF or WebP image'

/**
 * POST /api/avatar/upload for an admin: validates the multipart body (size before buffering,
 * image type by magic bytes, the review exists), stores the image in R2 and points the review's
 * reviewer_avatar_url at it. Every refusal is thrown as a JSON 4xx before anything is written.
 */
export async function uploadReviewAvatar(
  context: AppLoadContext,
  request: Request,
): Promise<{ avatarUrl: string; reviewId: number }> {
  const form = await readMultipart(
    request,
    MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
    AVATAR_TOO_LARGE,
  )
  const fields = avatarUploadFieldsSchema.safeParse(textFields(form, ['reviewId', 'reviewerName']))
  if (!fields.success) {
    throw jsonError(400, 'Validation failed', { errors: fieldErrors(fields.error) })
  }
  const { reviewId } = fields.data

  const file = form.get('avatar')
  const outcome = await attachReviewAvatar(context, reviewId, file)
  if (!outcome.ok) throw jsonError(outcome.status, outcome.message, outcome.extra)
  return { avatarUrl: outcome.avatarUrl, reviewId }
}

export type AttachOutcome =
  | { ok: true; avatarUrl: string }
  | { ok: false; status: 400 | 404 | 413; message: string; extra: Record<string, unknown> }

/**
 * Checks an avatar file (size, image type by magic bytes), stores it in R2 and points the review
 * at it. Shared by POST /api/avatar/upload and the admin dashboard's Seed Reviews form.
 */
export async function attachReviewAvatar(
  context: AppLoadContext,
  reviewId: number,
  file: FormDataEntryValue | null,
): Promise<AttachOutcome> {
  const refuse = (status: 400 | 404 | 413, message: string, field = true): AttachOutcome => ({
    ok: false,
    status,
    message,
    extra: field ? { errors: { avatar: message } } : {},
  })
  if (!(file instanceof File) || file.size === 0) return refuse(400, 'Avatar file is required')
  if (file.size > MAX_IMAGE_BYTES) return refuse(413, AVATAR_TOO_LARGE)
  const bytes = new Uint8Array(await file.arrayBuffer())
  // The client's file name and type are not trusted: a renamed text file is refused here.
  const image = sniffImage(bytes)
  if (!image) return refuse(400, AVATAR_NOT_IMAGE)

  const [review] = await context.db
    .select({ id: reviews.id, affiliateId: reviews.affiliateId })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .limit(1)
  if (!review) return refuse(404, REVIEW_NOT_FOUND, false)

  const stored = await storeImage(context, {
    kind: 'avatar',
    bytes,
    image,
    originalName: file.name,
    reviewId,
  })
  await context.db
    .update(reviews)
    .set({ reviewerAvatarUrl: stored.url, updatedAt: new Date().toISOString() })
    .where(eq(reviews.id, reviewId))
  await invalidatePublic(context.db, { affiliateId: review.affiliateId })
  return { ok: true, avatarUrl: stored.url }
}
