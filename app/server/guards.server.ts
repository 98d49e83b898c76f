import { redirect, type AppLoadContext } from '@remix-run/cloudflare'
import { getIdentity } from './auth/identity.server'
import { type Role, type SessionUser } from './auth/users.server'
import { isApiPath, jsonError } from './http.server'
import { findTenantBySlug, notFound, type Tenant } from './tenant.server'

export type { Role, SessionUser }
export { getUser } from './auth/identity.server'

export const MESSAGES = {
  tokenRequired: 'Authentication token required',
  invalidToken: 'Invalid or expired token',
  forbidden: 'Forbidden',
  affiliateNotFound: 'Affiliate not found',
} as const

/** API routes answer JSON 401/403; pages redirect to the guard's fallback (spec §2 route guard). */
export function isApiRequest(request: Request): boolean {
  return isApiPath(new URL(request.url).pathname)
}

export async function requireUser(
  context: AppLoadContext,
  request: Request,
  fallback = '/',
): Promise<SessionUser> {
  const identity = await getIdentity(context, request)
  if (identity.kind === 'user') return identity.user
  if (!isApiRequest(request)) throw redirect(fallback)
  const message = identity.kind === 'invalid-token' ? MESSAGES.invalidToken : MESSAGES.tokenRequired
  throw jsonError(401, message, {}, { headers: { 'WWW-Authenticate': 'Bearer' } })
}

export async function requireRole(
  context: AppLoadContext,
  request: Request,
  roles: Role | readonly Role[],
  fallback = '/',
): Promise<SessionUser> {
  const user = await requireUser(context, request, fallback)
  const allowed: readonly Role[] = typeof roles === 'string' ? [roles] : roles
  if (allowed.includes(user.role)) return user
  if (isApiRequest(request)) throw jsonError(403, MESSAGES.forbidden)
  throw redirect(fallback)
}

/**
 * The affiliate behind `slug`, for its owner or an admin only (API: 401/403/404 JSON).
 * Admins may also reach affiliates that are not approved yet.
 */
export async function requireTenantAccess(
  context: AppLoadContext,
  request: Request,
  slug: string | undefined,
): Promise<{ user: SessionUser; tenant: Tenant }> {
  const user = await requireUser(context, request)
  if (user.role !== 'admin' && user.role !== 'affiliate') throw jsonError(403, MESSAGES.forbidden)
  const tenant = slug ? await findTenantBySlug(context.db, slug) : null
  if (!tenant) {
    if (user.role === 'admin') throw jsonError(404, MESSAGES.affiliateNotFound)
    throw jsonError(403, MESSAGES.forbidden)
  }
  if (user.role !== 'admin' && user.affiliateId !== tenant.id)
    throw jsonError(403, MESSAGES.forbidden)
  return { user, tenant }
}

/**
 * /{slug}/dashboard: admin, or the affiliate who owns that slug; everyone else goes to '/'.
 * An unknown slug is a 404 only for those allowed to see dashboards at all.
 */
export async function requireTenantPage(
  context: AppLoadContext,
  request: Request,
  slug: string | undefined,
): Promise<{ user: SessionUser; tenant: Tenant }> {
  const user = await requireRole(context, request, ['admin', 'affiliate'])
  const tenant =
    slug && context.host.kind === 'platform' ? await findTenantBySlug(context.db, slug) : null
  if (user.role !== 'admin' && (!tenant || user.affiliateId !== tenant.id)) throw redirect('/')
  if (!tenant) throw notFound()
  return { user, tenant }
}

/** Writes addressed by affiliate id (services): that affiliate's owner or an admin, else 403. */
export async function requireAffiliateIdAccess(
  context: AppLoadContext,
  request: Request,
  affiliateId: number,
): Promise<SessionUser> {
  const user = await requireUser(context, request)
  if (user.role === 'admin' || (user.role === 'affiliate' && user.affiliateId === affiliateId))
    return user
  throw jsonError(403, MESSAGES.forbidden)
}
