import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq, sql } from 'drizzle-orm'
import { type ApplicationInput, MAX_UPLOADS, missingRequired } from '~/lib/application-schema'
import { tenDigits } from '~/lib/profile-schema'
import { attemptKey, limitState, recordAttempt } from './auth/rate-limit.server'
import { normalizeEmail } from './auth/users.server'
import { schema } from './db.server'
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

const invalid = (error: string, field: string): ApplyResult => ({
  ok: false,
  status: 400,
  error,
  errors: { [field]: error },
})

/** Spec §5 application rules beyond types: required fields, phone, email, state, ZIP, uploads. */
function checkRules(input: ApplicationInput, images: IncomingImage[]): ApplyResult | null {
  const missing = missingRequired(input)
  if (missing.length > 0) {
    return {
      ok: false,
      status: 400,
      error: `Please fill in all required fields: ${missing.join(', ')}`,
    }
  }
  if (!tenDigits(input.phone) || !/^[\d\s\-+().]+$/.test(input.phone)) {
    return invalid('Please enter a complete 10-digit phone number', 'phone')
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email))
    return invalid('Please enter a valid email address', 'email')
  if (!/^[A-Za-z]{2}$/.test(input.base_location.state)) {
    return invalid('State must be a 2-letter code (e.g., CA, NY)', 'base_location.state')
  }
  const zip = input.base_location.zip
  if (zip && !/^\d{5}(-\d{4})?$/.test(zip))
    return invalid('ZIP code must be 5 digits or 5+4 format', 'base_location.zip')
  if (images.length > MAX_UPLOADS) return invalid('Maximum 3 images allowed', 'uploads')
  for (const image of images) {
    if (image.bytes.byteLength > MAX_IMAGE_BYTES)
      return invalid('Each image must be at most 5 MB', 'uploads')
    if (!sniffImage(image.bytes))
      return invalid('Uploads must be images (JPEG, PNG, GIF or WebP)', 'uploads')
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
  const duplicate = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.email, email), eq(affiliates.status, 'pending')))
    .limit(1)
  if (duplicate.length > 0) {
    return {
      ok: false,
      status: 409,
      error: 'An application with this email is already pending review',
    }
  }
  const key = await attemptKey('apply', '', request)
  const limit = await limitState(db, key, 5, 3600)
  if (limit.limited) {
    return {
      ok: false,
      status: 429,
      error: 'Too many applications from this network. Please try again later.',
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    }
  }

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
  const [inserted] = await db.batch([
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
  ])
  await recordAttempt(db, key)
  const row = inserted[0]
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
