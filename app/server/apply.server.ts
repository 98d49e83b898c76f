import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq, sql } from 'drizzle-orm'
import { type ApplicationInput, MAX_UPLOADS } from '~/lib/application-schema'
import {
  applicationProblems,
  UPLOAD_NOT_IMAGE,
  UPLOAD_TOO_LARGE,
  UPLOADS_TOO_MANY,
} from '~/lib/application-rules'
import { tenDigits } from '~/lib/phone'
import { attemptKey, reserveAttempt } from './auth/rate-limit.server'
import { normalizeEmail } from './auth/users.server'
import { schema } from './db.server'
import { queueEmail } from './email/outbox.server'
import { adminRecipients } from './email/recipients.server'
import { MAX_IMAGE_BYTES, putImageObject, sniffImage } from './uploads.server'

const { affiliates, uploads } = schema

export interface IncomingImage {
  name: string
  bytes: Uint8Array
}

export type ApplyResult =
  | { ok: true; status: 201; body: Record<string, unknown> }
  | {
      ok: false
      status: number
      error: string
      errors?: Record<string, string>
      headers?: Record<string, string>
    }

export const ALREADY_PENDING = 'An application with this email is already pending review.'
const PENDING_INDEX = 'affiliates_one_pending_per_email'

const alreadyPending: ApplyResult = {
  ok: false,
  status: 409,
  error: ALREADY_PENDING,
  errors: { email: ALREADY_PENDING },
}

/** D1 reports constraint failures only in the message, possibly on a wrapped cause. */
function mentions(error: unknown, text: string): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if (e.message.includes(text)) return true
    e = e.cause
  }
  return false
}

const invalid = (error: string, field: string): ApplyResult => ({
  ok: false,
  status: 400,
  error,
  errors: { [field]: error },
})

/** Spec §5 application rules beyond types (shared with the page), then the uploads. */
function checkRules(input: ApplicationInput, images: IncomingImage[]): ApplyResult | null {
  const problems = applicationProblems(input)
  if (problems) return { ok: false, status: 400, ...problems }
  if (images.length > MAX_UPLOADS) return invalid(UPLOADS_TOO_MANY, 'uploads')
  for (const image of images) {
    if (image.bytes.byteLength > MAX_IMAGE_BYTES) return invalid(UPLOAD_TOO_LARGE, 'uploads')
    if (!sniffImage(image.bytes)) return invalid(UPLOAD_NOT_IMAGE, 'uploads')
  }
  return null
}

/** Creates a pending application (spec §4), its images in R2 and their records, atomically in D1. */
export async function submitApplication(
  context: AppLoadContext,
  request: Request,
  input: ApplicationInput,
  images: IncomingImage[],
): Promise<ApplyResult> {
  const broken = checkRules(input, images)
  if (broken) return broken
  const { db } = context
  const email = normalizeEmail(input.email)
  const key = await attemptKey('apply', '', request)
  // Checked and counted in one statement, so parallel applications cannot overrun the limit.
  // Counted before the duplicate check, so probing addresses is throttled too.
  const limit = await reserveAttempt(db, key, 5, 3600)
  if (!limit.ok) {
    return {
      ok: false,
      status: 429,
      error: 'Too many applications from this network. Please try again later.',
      headers: { 'Retry-After': String(limit.state.retryAfterSeconds) },
    }
  }
  const [pending] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.email, email), eq(affiliates.status, 'pending')))
    .limit(1)
  if (pending) return alreadyPending

  const stored = await Promise.all(
    images.map(async (image) => {
      const type = sniffImage(image.bytes)
      if (!type) throw new Error('image was checked above')
      const r2Key = await putImageObject(context.env, 'application', image.bytes, type)
      return {
        r2Key,
        name: image.name.slice(0, 255),
        contentType: type.type,
        size: image.bytes.byteLength,
      }
    }),
  )
  const now = new Date().toISOString()
  const state = input.base_location.state.toUpperCase()
  // Inside the batch nothing else can write, so max(id) for this email is the row just added.
  const newId = sql<number>`(select max(${affiliates.id}) from ${affiliates} where ${affiliates.email} = ${email})`
  const admins = await adminRecipients(db)
  // The unique index on pending emails settles a race the check above cannot: the loser's batch
  // (row, uploads, emails) fails whole, and its images leave R2 again.
  const batch = db.batch([
    db
      .insert(affiliates)
      .values({
        status: 'pending',
        businessName: input.legal_name,
        owner: input.primary_contact,
        email,
        phone: tenDigits(input.phone),
        baseCity: input.base_location.city,
        baseState: state,
        baseZip: input.base_location.zip || null,
        categories: input.categories,
        gbpUrl: input.gbp_url,
        instagramUrl: input.instagram_url,
        tiktokUrl: input.tiktok_url,
        facebookUrl: input.facebook_url,
        youtubeUrl: input.youtube_url,
        websiteUrl: input.website_url,
        hasInsurance: input.has_insurance,
        acceptTerms: input.accept_terms,
        consentNotifications: input.consent_notifications,
        source: input.source ?? null,
        notes: input.notes || null,
        applicationDate: now,
      })
      .returning(),
    ...stored.map((s) =>
      db.insert(uploads).values({
        r2Key: s.r2Key,
        kind: 'application',
        affiliateId: newId,
        originalName: s.name,
        contentType: s.contentType,
        sizeBytes: s.size,
      }),
    ),
    queueEmail(db, { to: email, template: 'application.received', data: { affiliateId: newId } }),
    ...admins.map((to) =>
      queueEmail(db, { to, template: 'application.admin-new', data: { affiliateId: newId } }),
    ),
  ])
  const outcome = await batch.catch((error: unknown) => {
    if (mentions(error, PENDING_INDEX)) return null
    throw error
  })
  if (!outcome) {
    await context.env.UPLOADS.delete(stored.map((s) => s.r2Key))
    return alreadyPending
  }
  const row = outcome[0][0]
  if (!row) throw new Error('Application insert returned no row')
  return {
    ok: true,
    status: 201,
    body: {
      success: true,
      message: 'Application submitted successfully',
      affiliate: {
        id: row.id,
        business_name: row.businessName,
        owner: row.owner,
        email: row.email,
        phone: row.phone,
        city: row.baseCity,
        state: row.baseState,
        zip: row.baseZip,
        categories: row.categories,
        status: row.status,
        application_date: row.applicationDate,
        uploads: stored.map((s) => ({
          name: s.name,
          type: s.contentType,
          size: s.size,
          url: `/uploads/${s.r2Key}`,
        })),
      },
    },
  }
}
