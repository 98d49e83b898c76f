import { eq, sql } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

const { users, affiliates } = schema

export type Role = 'user' | 'admin' | 'affiliate'

/** The user as the API returns it (spec §3 User) plus what guards need. */
export interface SessionUser {
  id: number
  name: string
  email: string
  phone: string | null
  role: Role
  affiliateId: number | null
  /** Slug of the affiliate the user owns, when approved (for dashboard links). */
  affiliateSlug: string | null
  tokenVersion: number
  disabled: boolean
}

/** Spec §3: role as stored, else the legacy is_admin flag gives admin, else user. */
export function deriveRole(role: string | null, isAdmin: boolean): Role {
  if (role === 'admin' || role === 'affiliate' || role === 'user') return role
  return isAdmin ? 'admin' : 'user'
}

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isAdmin: users.isAdmin,
  affiliateId: users.affiliateId,
  tokenVersion: users.tokenVersion,
  disabled: users.disabled,
  passwordHash: users.passwordHash,
  affiliateSlug: sql<
    string | null
  >`(select ${affiliates.slug} from ${affiliates} where ${affiliates.id} = ${users.affiliateId} and ${affiliates.status} = 'approved')`,
}

const selectUsers = (db: Db) => db.select(userColumns).from(users)
type UserRow = Awaited<ReturnType<typeof selectUsers>>[number]

function toSessionUser(row: Omit<UserRow, 'passwordHash'>): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: deriveRole(row.role, row.isAdmin),
    affiliateId: row.affiliateId,
    affiliateSlug: row.affiliateSlug,
    tokenVersion: row.tokenVersion,
    disabled: row.disabled,
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findUserWithPassword(db: Db, email: string) {
  const [row] = await selectUsers(db)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1)
  return row ? { user: toSessionUser(row), passwordHash: row.passwordHash } : null
}

export async function findUserById(db: Db, id: number): Promise<SessionUser | null> {
  const [row] = await selectUsers(db).where(eq(users.id, id)).limit(1)
  return row ? toSessionUser(row) : null
}

/** The §3 user object the API answers with. */
export function publicUser(user: SessionUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    is_admin: user.role === 'admin',
    affiliate_id: user.affiliateId,
    affiliate_slug: user.affiliateSlug,
  }
}

/** Where Account (and a fresh login) takes each role (spec §2 header). */
export function homeFor(user: Pick<SessionUser, 'role'>): string {
  if (user.role === 'admin') return '/admin-dashboard'
  if (user.role === 'affiliate') return '/affiliate-dashboard'
  return '/'
}

/** The menu's Account: the dashboards for admins and detailers, My bookings for customers. */
export function accountFor(user: Pick<SessionUser, 'role'>): string {
  return user.role === 'user' ? '/account' : homeFor(user)
}

/** Settings: the affiliate's profile tab, the admin's settings tab, else the customer's own. */
export function settingsFor(user: Pick<SessionUser, 'role' | 'affiliateSlug'>): string {
  if (user.role === 'affiliate' && user.affiliateSlug)
    return `/${user.affiliateSlug}/dashboard?tab=profile`
  if (user.role === 'admin') return '/admin-dashboard?tab=settings'
  if (user.role === 'affiliate') return homeFor(user)
  return '/account/settings'
}
