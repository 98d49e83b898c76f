import { type AppLoadContext } from '@remix-run/cloudflare'
import { sql } from 'drizzle-orm'
import { UPLOAD_NOT_IMAGE, UPLOAD_TOO_LARGE } from '~/lib/application-rules'
import {
  CUSTOMER_REVIEW_FIELDS,
  type CustomerReviewInput,
  customerReviewSchema,
  MAX_PHOTOS_MESSAGE,
  MAX_REVIEW_PHOTOS,
} from '~/lib/customer-review'
import { fieldErrors } from '~/lib/validation'
import { invalidatePublic } from '../cache.server'
import { schema } from '../db.server'
import { MULTIPART_OVERHEAD_BYTES, readMultipart, textFields } from '../multipart.server'
import { MAX_IMAGE_BYTES, putImageObject, sniffImage } from '../uploads.server'
import { holdReason } from './hold.server'
import { inviteState, LINK_USED, type ReviewJob } from './invite.server'

const { reviews, reviewInvites, uploads } = schema

export type SubmitOutcome =
  | { ok: true }
  | {
      ok: false
      status: number
      message: string
      errors: Record<string, string>
      values: Record<string, string>
    }

interface Photo {
  bytes: Uint8Array
  image: { type: string; ext: string }
  name: string
}

const refuse = (
  status: number,
  message: string,
  errors: Record<string, string> = {},
  values: Record<string, string> = {},
): SubmitOutcome => ({ ok: false, status, message, errors, values })

/** The form's photos checked like every upload of the application: count, size, magic bytes. */
async function readPhotos(form: FormData): Promise<Photo[] | string> {
  const files = form.getAll('photos').filter((f): f is File => typeof f !== 'string' && f.size > 0)
  if (files.length > MAX_REVIEW_PHOTOS) return MAX_PHOTOS_MESSAGE
  const photos: Photo[] = []
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) return UPLOAD_TOO_LARGE
    const bytes = new Uint8Array(await file.arrayBuffer())
    const image = sniffImage(bytes)
    if (!image) return UPLOAD_NOT_IMAGE
    photos.push({ bytes, image, name: file.name })
  }
  return photos
}

async function readForm(request: Request): Promise<FormData | SubmitOutcome> {
  try {
    return await readMultipart(
      request,
      MAX_REVIEW_PHOTOS * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
      'Request body is too large',
    )
  } catch (error) {
    if (!(error instanceof Response)) throw error
    const body: unknown = await error.json().catch(() => null)
    const message =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
        ? body.error
        : 'Validation failed'
    return refuse(error.status, message)
  }
}

/**
 * A customer's review through their link: verified (a completed job), source website, one per
 * job. The link's review_invites row and the review are written in one batch, so of two
 * submits of one link exactly one stores anything. Photos go to R2 first and are removed again
 * if the batch is refused. Published at once unless held for the admin (holdReason).
 */
export async function submitCustomerReview(
  context: AppLoadContext,
  token: string,
  request: Request,
  now: Date,
): Promise<SubmitOutcome> {
  const state = await inviteState(context, token, now)
  if (!state.ok) return refuse(state.status, state.message)
  const form = await readForm(request)
  if (!(form instanceof FormData)) return form
  const values = textFields(form, CUSTOMER_REVIEW_FIELDS)
  const parsed = customerReviewSchema.safeParse(values)
  const photos = await readPhotos(form)
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  if (typeof photos === 'string') errors.photos = photos
  if (!parsed.success || typeof photos === 'string')
    return refuse(400, Object.values(errors)[0] ?? 'Validation failed', errors, values)

  const input = parsed.data
  const held = holdReason(input.name, input.title, input.content)
  const keys = await Promise.all(
    photos.map((p) => putImageObject(context.env, 'review', p.bytes, p.image)),
  )
  const stored = await store(context, state.job, { input, held, keys, photos }, now)
  if (!stored) {
    await Promise.all(keys.map((key) => context.env.UPLOADS.delete(key)))
    return refuse(410, LINK_USED)
  }
  // A published review changes the business's pages, averages and counts now.
  if (!held) await invalidatePublic(context.db, { affiliateId: state.job.affiliateId })
  return { ok: true }
}

async function store(
  context: AppLoadContext,
  job: ReviewJob,
  review: {
    input: CustomerReviewInput
    held: string | null
    keys: string[]
    photos: Photo[]
  },
  now: Date,
): Promise<boolean> {
  const { db } = context
  const stamp = now.toISOString()
  const { input, held, keys, photos } = review
  const reviewOfJob = sql`(select ${reviews.id} from ${reviews} where ${reviews.bookingId} = ${job.bookingId})`
  try {
    await db.batch([
      db.insert(reviewInvites).values({ bookingId: job.bookingId, usedAt: stamp }),
      db.insert(reviews).values({
        type: 'affiliate',
        affiliateId: job.affiliateId,
        status: held ? 'pending' : 'approved',
        holdReason: held,
        reviewerName: input.name,
        rating: input.rating,
        title: input.title ?? null,
        content: input.content,
        serviceCategory: input.serviceCategory === 'none' ? null : input.serviceCategory,
        reviewSource: 'website',
        isVerified: true,
        serviceDate: job.serviceDate,
        publishedAt: stamp,
        bookingId: job.bookingId,
        photos: keys.map((key) => `/uploads/${key}`),
      }),
      ...keys.map((key, i) =>
        db.insert(uploads).values({
          r2Key: key,
          kind: 'review',
          affiliateId: job.affiliateId,
          reviewId: reviewOfJob,
          originalName: photos[i]?.name.slice(0, 255) ?? null,
          contentType: photos[i]?.image.type ?? 'application/octet-stream',
          sizeBytes: photos[i]?.bytes.byteLength ?? 0,
        }),
      ),
    ])
    return true
  } catch (error) {
    // The link's row or the job's review exists already: a second submit of the same link.
    if (
      error instanceof Error &&
      /UNIQUE|PRIMARY KEY/i.test(`${error.message} ${String(error.cause)}`)
    )
      return false
    throw error
  }
}
