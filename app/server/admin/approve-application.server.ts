import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq, ne } from 'drizzle-orm'
import { type ApproveApplicationInput } from '~/lib/admin-schemas'
import { serviceAreaSchema, type ServiceAreaInput } from '~/lib/service-area-schema'
import { fieldErrors } from '~/lib/validation'
import { APPLICATION_MESSAGES } from '../applications.server'
import { newSetupToken, setupUrl } from '../auth/password-setup.server'
import { normalizeEmail } from '../auth/users.server'
import { schema } from '../db.server'
import { invalidatePublic } from '../cache.server'
import { auditStatement } from './audit.server'

const { affiliates, users } = schema

export const APPROVAL_MESSAGES = {
  slugTaken: (slug: string) => `The slug "${slug}" is already used by another affiliate`,
  ownerTaken: "The applicant's email belongs to an account that already owns another affiliate",
  baseLocationInvalid:
    "The application's base location is not a valid service area; please add service areas",
} as const

export type ApproveOutcome =
  | {
      ok: true
      affiliate: { id: number; slug: string; business_name: string }
      setupUrl: string
    }
  | { ok: false; status: 400 | 409; message: string; errors?: Record<string, string> }

interface Approval {
  id: number
  adminId: number
  input: ApproveApplicationInput
  /** The request's origin, for the links in the answer and the email. */
  origin: string
}

/**
 * pending → approved (spec §4): the affiliate goes live under its slug with its service areas,
 * its owner gets an affiliate account (an existing account with that email is linked instead)
 * and a single-use link to set a password, shown once to the admin; the approval email is
 * queued and carries a link of its own, minted when it is sent.
 *
 * D1 has no interactive transactions, so everything is one batch in which every statement is
 * conditioned on the application still being pending and the status flips last. Of two
 * concurrent approvals, the second batch finds nothing pending and changes nothing.
 */
export async function approveApplication(
  context: AppLoadContext,
  { id, adminId, input, origin }: Approval,
): Promise<ApproveOutcome> {
  const { db } = context
  const [application] = await db
    .select({
      status: affiliates.status,
      businessName: affiliates.businessName,
      owner: affiliates.owner,
      email: affiliates.email,
      phone: affiliates.phone,
      city: affiliates.baseCity,
      state: affiliates.baseState,
      zip: affiliates.baseZip,
    })
    .from(affiliates)
    .where(eq(affiliates.id, id))
    .limit(1)
  if (application?.status !== 'pending') return conflict(APPLICATION_MESSAGES.notPending)

  const slug = input.approved_slug
  const email = normalizeEmail(application.email)
  const [[slugOwner], [account]] = await Promise.all([
    db
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(and(eq(affiliates.slug, slug), ne(affiliates.id, id)))
      .limit(1),
    db
      .select({ affiliateId: users.affiliateId })
      .from(users)
      .where(eq(users.email, email))
      .limit(1),
  ])
  if (slugOwner) return slugConflict(slug)
  // Relinking would silently take the other business away from its owner.
  if (account?.affiliateId && account.affiliateId !== id) {
    return conflict(APPROVAL_MESSAGES.ownerTaken)
  }

  const areas = input.service_areas.length > 0 ? input.service_areas : baseArea(application)
  if (!areas) {
    return {
      ok: false,
      status: 400,
      message: 'Validation failed',
      errors: { service_areas: APPROVAL_MESSAGES.baseLocationInvalid },
    }
  }

  // Exactly one primary area: the one marked primary, else the first.
  const primary = Math.max(
    0,
    areas.findIndex((area) => area.primary),
  )
  const now = new Date()
  const at = now.toISOString()
  const setup = await newSetupToken(now)
  const link = setupUrl(origin, setup.token)
  const results = await runApprovalBatch(context.env.DB, {
    id,
    adminId,
    slug,
    email,
    at,
    areas,
    primary,
    adminNotes: input.admin_notes,
    application,
    tokenHash: setup.tokenHash,
    expiresAt: setup.expiresAt,
  }).catch((error: unknown) => {
    // Another application took the slug between our check and the batch.
    if (mentions(error, 'UNIQUE constraint failed: affiliates.slug')) return null
    throw error
  })
  if (!results) return slugConflict(slug)
  if ((results.at(-1)?.results.length ?? 0) === 0) return conflict(APPLICATION_MESSAGES.notPending)
  await invalidatePublic(db, { affiliateId: id })
  return {
    ok: true,
    affiliate: { id, slug, business_name: application.businessName },
    setupUrl: link,
  }
}

/** With no areas given, the application's own base location becomes the primary area. */
function baseArea(application: {
  city: string
  state: string
  zip: string | null
}): ServiceAreaInput[] | null {
  const parsed = serviceAreaSchema.safeParse({ ...application, primary: true })
  if (!parsed.success) {
    console.warn('Unusable base location on an application', fieldErrors(parsed.error))
    return null
  }
  return [parsed.data]
}

interface BatchInput {
  id: number
  adminId: number
  slug: string
  email: string
  at: string
  areas: ServiceAreaInput[]
  primary: number
  adminNotes: string | null
  application: { owner: string; phone: string | null; email: string }
  tokenHash: string
  expiresAt: string
}

// Raw D1 statements: drizzle cannot batch raw SQL with parameters, and these inserts need
// INSERT … SELECT … WHERE to be conditional. ?1 is always the application id.
const PENDING = "exists (select 1 from affiliates where id = ?1 and status = 'pending')"

function runApprovalBatch(d1: D1Database, b: BatchInput) {
  return d1.batch([
    // An application has no areas of its own; approval defines them.
    d1.prepare(`delete from service_areas where affiliate_id = ?1 and ${PENDING}`).bind(b.id),
    d1
      .prepare(
        `insert into users (email, name, phone, role, affiliate_id, created_at, updated_at)
         select ?2, ?3, ?4, 'affiliate', ?1, ?5, ?5 where ${PENDING}
         on conflict (email) do update set
           affiliate_id = excluded.affiliate_id,
           role = case when users.role = 'admin' or (users.role is null and users.is_admin = 1)
             then users.role else 'affiliate' end,
           updated_at = excluded.updated_at`,
      )
      .bind(b.id, b.email, b.application.owner, b.application.phone, b.at),
    ...b.areas.map((area, index) =>
      d1
        .prepare(
          `insert into service_areas
             (affiliate_id, city, city_key, state, zip, is_primary, minimum_cents, multiplier)
           select ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 where ${PENDING}`,
        )
        .bind(
          b.id,
          area.city,
          area.city.toLowerCase(),
          area.state,
          area.zip,
          index === b.primary ? 1 : 0,
          Math.round(area.minimum * 100),
          area.multiplier,
        ),
    ),
    d1
      .prepare(
        `insert into password_setup_tokens (user_id, token_hash, expires_at)
         select id, ?2, ?3 from users where email = ?4 and ${PENDING}`,
      )
      .bind(b.id, b.tokenHash, b.expiresAt, b.email),
    // The outbox contract (queueEmail) as raw SQL, conditioned like the rest: the message and
    // its own set-password link are made at send time, so no usable link is stored here.
    d1
      .prepare(
        `insert into email_outbox (to_address, subject, body, template, payload)
         select ?2, 'application.approved', '', 'application.approved',
           json_object('affiliateId', ?1) where ${PENDING}`,
      )
      .bind(b.id, b.application.email.trim()),
    auditStatement(
      d1,
      {
        adminId: b.adminId,
        action: 'application.approve',
        targetType: 'application',
        targetId: b.id,
        detail: { slug: b.slug, areas: b.areas.length },
      },
      PENDING,
    ),
    // Last: flips the status only if nothing else approved or rejected it meanwhile. The
    // profile's contact fields start from the application's phone and email (the public site
    // already shows those), so the owner finds them filled in rather than blank.
    d1
      .prepare(
        `update affiliates set status = 'approved', slug = ?2, reviewed_at = ?3, reviewed_by = ?4,
           admin_notes = ?5, rejection_reason = null, updated_at = ?3,
           business_phone = coalesce(business_phone, phone),
           business_email = coalesce(business_email, email),
           personal_phone = coalesce(personal_phone, phone),
           personal_email = coalesce(personal_email, email),
           owner_user_id = (select id from users where email = ?6)
         where id = ?1 and status = 'pending' returning id`,
      )
      .bind(b.id, b.slug, b.at, b.adminId, b.adminNotes, b.email),
  ])
}

function conflict(message: string): ApproveOutcome {
  return { ok: false, status: 409, message }
}

function slugConflict(slug: string): ApproveOutcome {
  const message = APPROVAL_MESSAGES.slugTaken(slug)
  return { ok: false, status: 409, message, errors: { approved_slug: message } }
}

function mentions(error: unknown, text: string): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if (e.message.includes(text)) return true
    e = e.cause
  }
  return false
}
