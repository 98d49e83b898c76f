import { redirect, type AppLoadContext } from '@remix-run/cloudflare'
import { findTenantBySlug, notFound, type Tenant } from './tenant.server'

export type Role = 'user' | 'admin' | 'affiliate'

export interface SessionUser {
  id: number
  name: string
  email: string
  phone: string | null
  role: Role
  affiliateId: number | null
}

/** The signed-in user, if any. Filled in by the auth layer. */
export async function getUser(
  _context: AppLoadContext,
  _request: Request,
): Promise<SessionUser | null> {
  return null
}

/** Pages: the signed-in user, else a redirect to the fallback path (spec §2 route guard). */
export async function requireUser(
  context: AppLoadContext,
  request: Request,
  fallback = '/',
): Promise<SessionUser> {
  const user = await getUser(context, request)
  if (!user) throw redirect(fallback)
  return user
}

export async function requireRole(
  context: AppLoadContext,
  request: Request,
  roles: Role | readonly Role[],
  fallback = '/',
): Promise<SessionUser> {
  const user = await requireUser(context, request, fallback)
  const allowed = typeof roles === 'string' ? [roles] : roles
  if (!allowed.includes(user.role)) throw redirect(fallback)
  return user
}

/**
 * /{slug}/dashboard: admin, or the affiliate who owns that slug; everyone else goes to '/'.
 * An unknown slug is a 404 only for those allowed to see dashboards at all.
 */
export async function requireTenantPage(
  context: AppLoadContext,
  request: Request,
  slug: string | undefined,
): Promise<Tenant> {
  const user = await requireRole(context, request, ['admin', 'affiliate'])
  const tenant =
    slug && context.host.kind === 'platform' ? await findTenantBySlug(context.db, slug) : null
  if (!tenant) throw notFound()
  if (user.role !== 'admin' && user.affiliateId !== tenant.id) throw redirect('/')
  return tenant
}
