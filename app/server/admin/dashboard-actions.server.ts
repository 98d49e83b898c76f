import { type AppLoadContext } from '@remix-run/cloudflare'
import { z } from 'zod'
import { inviteUserSchema } from '~/lib/admin-invite-schema'
import {
  adminQuerySchema,
  approveApplicationSchema,
  rejectApplicationSchema,
} from '~/lib/admin-schemas'
import { fieldErrors } from '~/lib/validation'
import { APPLICATION_MESSAGES, rejectApplication } from '../applications.server'
import { type SessionUser } from '../auth/users.server'
import { MESSAGES } from '../guards.server'
import { MULTIPART_OVERHEAD_BYTES, readMultipart } from '../multipart.server'
import { AVATAR_TOO_LARGE, attachReviewAvatar } from '../review-avatars.server'
import { seedReviews } from '../review-seeding.server'
import {
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  moderateReview,
} from '../reviews-moderation.server'
import { REVIEW_NOT_FOUND } from '../reviews.server'
import { MAX_IMAGE_BYTES } from '../uploads.server'
import { approveApplication } from './approve-application.server'
import { runAuditedQuery } from './console.server'
import { deleteAffiliate } from './delete-affiliate.server'
import { INVITE_MESSAGES, inviteUser } from './invite-user.server'

/** What every dashboard action answers: the toast/banner text, field errors, and extras. */
export interface ActionResult {
  intent: string
  ok: boolean
  message: string
  errors?: Record<string, string>
  /** Approve and Add User: the one-time password link, shown once. */
  setupUrl?: string
  /** Approve: the new site's slug. */
  slug?: string
  query?: {
    fields: { name: string }[]
    /** Values in `fields` order, as the API answers them. */
    rows: (string | number | null)[][]
    rowCount: number
    truncated: boolean
    ms: number
  }
  /** Seed: the review kept although its avatar failed. */
  warning?: boolean
}

export type ActionAnswer = { status: number; body: ActionResult }

const rowId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER)
const intentSchema = z.object({
  intent: z.enum(['approve', 'reject', 'delete', 'invite', 'seed', 'moderate', 'query'], {
    message: 'Operation failed',
  }),
})

const ok = (intent: string, message: string, extra: Partial<ActionResult> = {}): ActionAnswer => ({
  status: 200,
  body: { intent, ok: true, message, ...extra },
})
const fail = (
  intent: string,
  status: number,
  message: string,
  errors?: Record<string, string>,
): ActionAnswer => ({ status, body: { intent, ok: false, message, errors } })

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/** The posted form: multipart only for the seed form's avatar, capped before it is buffered. */
async function readForm(request: Request): Promise<FormData | ActionAnswer> {
  const type = request.headers.get('Content-Type') ?? ''
  try {
    if (/^multipart\/form-data\b/i.test(type)) {
      return await readMultipart(
        request,
        MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
        AVATAR_TOO_LARGE,
      )
    }
    return await request.formData()
  } catch (error) {
    if (error instanceof Response) {
      const message = error.status === 413 ? AVATAR_TOO_LARGE : 'Operation failed'
      return fail(
        'seed',
        error.status,
        message,
        error.status === 413 ? { avatar: message } : undefined,
      )
    }
    return fail('unknown', 400, 'Operation failed')
  }
}

type AdminAction = (
  context: AppLoadContext,
  admin: SessionUser,
  form: FormData,
  origin: string,
) => Promise<ActionAnswer>

/** Each intent's handler (the function declarations below are hoisted). */
const ADMIN_ACTIONS: Record<z.infer<typeof intentSchema>['intent'], AdminAction> = {
  approve,
  reject,
  delete: remove,
  invite,
  seed,
  moderate,
  query,
}

/** POST /admin-dashboard: every dashboard form posts here with an `intent`. */
export async function dashboardAction(
  context: AppLoadContext,
  request: Request,
  admin: SessionUser,
): Promise<ActionAnswer> {
  const form = await readForm(request)
  if (!(form instanceof FormData)) return form
  const parsed = intentSchema.safeParse({ intent: text(form, 'intent') })
  if (!parsed.success) return fail('unknown', 400, 'Operation failed')
  const origin = new URL(request.url).origin
  return ADMIN_ACTIONS[parsed.data.intent](context, admin, form, origin)
}

async function approve(
  context: AppLoadContext,
  admin: SessionUser,
  form: FormData,
  origin: string,
) {
  const id = rowId.safeParse(text(form, 'id'))
  if (!id.success) return fail('approve', 409, APPLICATION_MESSAGES.notPending)
  const city = text(form, 'area_city')?.trim() ?? ''
  const state = text(form, 'area_state')?.trim() ?? ''
  const zip = text(form, 'area_zip')?.trim() ?? ''
  const input = approveApplicationSchema.safeParse({
    approved_slug: text(form, 'approved_slug'),
    admin_notes: text(form, 'admin_notes'),
    // Blank area fields mean "use the application's base location" (the API's default).
    service_areas: city || state || zip ? [{ city, state, zip, primary: true }] : [],
  })
  if (!input.success) {
    const errors = fieldErrors(input.error)
    return fail('approve', 400, Object.values(errors)[0] ?? 'Validation failed', errors)
  }
  const outcome = await approveApplication(context, {
    id: id.data,
    adminId: admin.id,
    input: input.data,
    origin,
  })
  if (!outcome.ok) return fail('approve', outcome.status, outcome.message, outcome.errors)
  return ok('approve', APPLICATION_MESSAGES.approved, {
    setupUrl: outcome.setupUrl,
    slug: outcome.affiliate.slug,
  })
}

async function reject(context: AppLoadContext, admin: SessionUser, form: FormData) {
  const id = rowId.safeParse(text(form, 'id'))
  if (!id.success) return fail('reject', 409, APPLICATION_MESSAGES.notPending)
  const input = rejectApplicationSchema.safeParse({
    rejection_reason: text(form, 'rejection_reason'),
    admin_notes: text(form, 'admin_notes'),
  })
  if (!input.success) {
    const errors = fieldErrors(input.error)
    return fail('reject', 400, Object.values(errors)[0] ?? 'Validation failed', errors)
  }
  if (!(await rejectApplication(context.db, id.data, admin.id, input.data))) {
    return fail('reject', 409, APPLICATION_MESSAGES.notPending)
  }
  return ok('reject', APPLICATION_MESSAGES.rejected)
}

async function remove(context: AppLoadContext, admin: SessionUser, form: FormData) {
  const id = rowId.safeParse(text(form, 'id'))
  const outcome = id.success ? await deleteAffiliate(context, id.data, admin.id) : null
  if (!outcome?.ok) return fail('delete', 404, MESSAGES.affiliateNotFound)
  return ok('delete', `Affiliate "${outcome.businessName}" deleted successfully.`)
}

async function invite(context: AppLoadContext, admin: SessionUser, form: FormData, origin: string) {
  const input = inviteUserSchema.safeParse({
    name: text(form, 'name'),
    email: text(form, 'email'),
    role: text(form, 'role'),
  })
  if (!input.success) {
    const errors = fieldErrors(input.error)
    return fail('invite', 400, Object.values(errors)[0] ?? 'Validation failed', errors)
  }
  const outcome = await inviteUser(context.db, { adminId: admin.id, input: input.data, origin })
  if (!outcome.ok) return fail('invite', outcome.status, outcome.message, outcome.errors)
  return ok('invite', INVITE_MESSAGES.invited(input.data.name), { setupUrl: outcome.setupUrl })
}

const SEED_FIELDS = [
  'name',
  'stars',
  'title',
  'content',
  'type',
  'businessSlug',
  'source',
  'daysAgo',
  'weeksAgo',
  'specificDate',
  'serviceCategory',
  'reviewerUrl',
] as const

async function seed(context: AppLoadContext, admin: SessionUser, form: FormData) {
  const avatar = form.get('avatar')
  const hasAvatar = avatar instanceof File && avatar.size > 0
  // Checked before anything is written: a too-large avatar refuses the whole form (spec §5).
  if (hasAvatar && avatar.size > MAX_IMAGE_BYTES) {
    return fail('seed', 413, AVATAR_TOO_LARGE, { avatar: AVATAR_TOO_LARGE })
  }
  const review = Object.fromEntries(SEED_FIELDS.map((name) => [name, text(form, name)]))
  const { reviewIds, errorDetails } = await seedReviews(context.db, [review], {
    adminId: admin.id,
  })
  const reviewId = reviewIds[0]
  if (!reviewId) {
    const detail = errorDetails[0]
    return fail('seed', 400, detail?.error ?? 'Operation failed', detail?.errors)
  }
  if (!hasAvatar) return ok('seed', 'Review created successfully')
  const attached = await attachReviewAvatar(context, reviewId, avatar).catch((error: unknown) => {
    console.error('Avatar upload failed for a seeded review', { reviewId, error })
    return null
  })
  // The review stays: the admin can add the avatar again through the API (spec §8).
  if (!attached?.ok) return ok('seed', 'Review created (avatar upload failed)', { warning: true })
  return ok('seed', 'Review created successfully')
}

async function moderate(context: AppLoadContext, admin: SessionUser, form: FormData) {
  const input = z
    .object({ id: rowId, action: z.enum(MODERATION_ACTIONS) })
    .safeParse({ id: text(form, 'id'), action: text(form, 'action') })
  if (!input.success) return fail('moderate', 400, 'Operation failed')
  const { id, action } = input.data
  if (!(await moderateReview(context.db, { adminId: admin.id, reviewId: id, action }))) {
    return fail('moderate', 404, REVIEW_NOT_FOUND)
  }
  return ok('moderate', MODERATION_MESSAGES[action])
}

async function query(context: AppLoadContext, admin: SessionUser, form: FormData) {
  const input = adminQuerySchema.safeParse({ query: text(form, 'query') })
  if (!input.success) {
    const errors = fieldErrors(input.error)
    return fail('query', 400, errors.query ?? 'Failed to execute query', errors)
  }
  const started = Date.now()
  const outcome = await runAuditedQuery(context, admin.id, input.data.query)
  const ms = Date.now() - started
  if (!outcome.ok) {
    const message =
      outcome.error === outcome.message ? outcome.error : `${outcome.error}: ${outcome.message}`
    return fail('query', 400, message, { query: outcome.message })
  }
  const { fields, rows, rowCount, truncated } = outcome
  return ok('query', `${rowCount} row${rowCount === 1 ? '' : 's'}`, {
    query: { fields, rows, rowCount, truncated, ms },
  })
}
