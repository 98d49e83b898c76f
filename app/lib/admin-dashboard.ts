import { z } from 'zod'
import { plainLine } from './validation'
import { MONEY_PERIODS } from './payments/money-periods'
import { ADMIN_PAGE_SIZE } from './admin-schemas'
import { AUDIT_ACTION_SHAPE } from './audit-log'
import { QUOTE_STATUSES } from './dashboard/tab-data'
import { REVIEW_STATUSES, REVIEW_TYPES } from './review-schemas'

// The admin dashboard's state lives in the URL (?tab=users&list=pending&q=…&page=2), so every
// view is linkable and works without JavaScript. One list of tabs: add a tab here and give it
// a panel in app/components/admin/AdminDashboard.tsx.
export const ADMIN_TABS = [
  { id: 'database', label: 'Database' },
  { id: 'users', label: 'Users' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'quotes', label: 'Quotes' },
  { id: 'audit', label: 'Audit Log' },
  { id: 'email', label: 'Email' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'settings', label: 'Settings' },
] as const
export type AdminTab = (typeof ADMIN_TABS)[number]['id']

export const USER_LISTS = [
  { id: 'all', label: 'All Users', status: 'all' },
  { id: 'admin', label: 'Admin', status: 'admin' },
  { id: 'affiliates', label: 'Affiliates', status: 'affiliate' },
  { id: 'customers', label: 'Customers', status: 'user' },
  { id: 'pending', label: 'Pending', status: 'pending' },
] as const
export type UserList = (typeof USER_LISTS)[number]['id']

const tabIds = ADMIN_TABS.map((t) => t.id) as [AdminTab, ...AdminTab[]]
const listIds = USER_LISTS.map((l) => l.id) as [UserList, ...UserList[]]

/** Unknown or malformed values fall back to the default view instead of an error page. */
const lenient = <T extends z.ZodTypeAny>(schema: T, fallback: z.infer<T>) =>
  schema
    .optional()
    .catch(undefined)
    .transform((v) => v ?? fallback)
const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional().catch(undefined)

export const dashboardParamsSchema = z.object({
  tab: lenient(z.enum(tabIds), 'users'),
  list: lenient(z.enum(listIds), 'all'),
  q: lenient(z.string().trim().max(100).superRefine(plainLine('Search')), ''),
  page: lenient(z.coerce.number().int().min(1).max(100_000), 1),
  // Open dialogs: the row they act on.
  approve: id,
  reject: id,
  delete: id,
  invite: z.literal('1').optional().catch(undefined),
  // Reviews tab filters.
  rtype: z.enum(REVIEW_TYPES).optional().catch(undefined),
  rstatus: lenient(z.enum([...REVIEW_STATUSES, 'all']), 'all'),
  business: z.string().trim().max(100).optional().catch(undefined),
  // Quotes tab filter: the marketplace's quote requests by status.
  qstatus: z.enum(QUOTE_STATUSES).optional().catch(undefined),
  // Audit Log filters: an action name and the admin who acted.
  action: z.string().max(40).regex(AUDIT_ACTION_SHAPE).optional().catch(undefined),
  person: id,
  // Business pickers without JavaScript (decision 025): a search that lists matches, and the
  // business a match's 'Seed a review' link puts in the Seed Reviews form.
  bq: z.string().trim().max(100).superRefine(plainLine('Search')).optional().catch(undefined),
  seed: z.string().trim().max(100).optional().catch(undefined),
  // Analytics: bookings and money by day, week or month.
  period: lenient(z.enum(MONEY_PERIODS), 'day'),
})
export type DashboardParams = z.infer<typeof dashboardParamsSchema>

export function readDashboardParams(search: URLSearchParams): DashboardParams {
  return dashboardParamsSchema.parse(Object.fromEntries(search))
}

/**
 * The Users tab's lists page 25 rows at a time (issue 43): a page of the Affiliates list is what
 * a 10,000-business marketplace always fills, and its markup and render time are per row.
 */
export const USERS_PAGE_SIZE = 25

export const pageOffset = (page: number, size = ADMIN_PAGE_SIZE) => (page - 1) * size

/** `/admin-dashboard?…` with `changes` applied to `current` (undefined/'' removes a key). */
export function dashboardHref(
  current: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): string {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key)
    else next.set(key, String(value))
  }
  const query = next.toString()
  return query ? `/admin-dashboard?${query}` : '/admin-dashboard'
}

/** Dialog parameters: closing one (or finishing its action) removes all of them. */
export const CLOSE_DIALOGS = {
  approve: undefined,
  reject: undefined,
  delete: undefined,
  invite: undefined,
}

/** A slug suggestion from a business name (the approve dialog's prefill). */
export function suggestSlug(businessName: string): string {
  return businessName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '')
}
