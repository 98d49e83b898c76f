import { type AppLoadContext } from '@remix-run/cloudflare'
import { count, eq } from 'drizzle-orm'
import {
  type DashboardParams,
  pageOffset,
  suggestSlug,
  USER_LISTS,
  USERS_PAGE_SIZE,
} from '~/lib/admin-dashboard'
import { ADMIN_PAGE_SIZE } from '~/lib/admin-schemas'
import { findListedAffiliate, searchApprovedAffiliates } from '../affiliates-list.server'
import { listPendingApplications } from '../applications.server'
import { schema } from '../db.server'
import { listModerationReviews } from '../reviews.server'
import { AUDIT_ACTION_CHOICES, listAuditLog, listAuditPeople } from './audit-list.server'
import { listMarketplaceQuotes, MARKETPLACE_QUOTES_PAGE_SIZE } from './marketplace-quotes.server'
import { withReviewDetails } from './pending-details.server'
import { loadAnalytics } from './analytics.server'
import { loadAdminSettings } from './admin-settings.server'
import { listAdminUsers } from './users.server'

const { affiliates } = schema

/** Local under `wrangler dev`/`vite dev` (a loopback host), Live on a deployed worker. */
export function environmentBadge(request: Request): 'Local' | 'Live' {
  const host = new URL(request.url).hostname
  return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost')
    ? 'Local'
    : 'Live'
}

/** What the active tab shows; only that tab's data is read. */
export async function loadDashboard(
  context: AppLoadContext,
  request: Request,
  params: DashboardParams,
  pendingCount: Promise<number> | null = null,
) {
  const environment = environmentBadge(request)
  const page = { q: params.q || undefined, limit: ADMIN_PAGE_SIZE, offset: pageOffset(params.page) }
  switch (params.tab) {
    case 'users': {
      const users = {
        ...page,
        limit: USERS_PAGE_SIZE,
        offset: pageOffset(params.page, USERS_PAGE_SIZE),
      }
      return {
        tab: 'users' as const,
        environment,
        ...(await loadUsers(context, params, users, pendingCount ?? countPending(context))),
      }
    }
    case 'reviews':
      return { tab: 'reviews' as const, environment, ...(await loadReviews(context, params)) }
    case 'quotes': {
      const offset = (params.page - 1) * MARKETPLACE_QUOTES_PAGE_SIZE
      const quotes = await listMarketplaceQuotes(context.db, { status: params.qstatus, offset })
      return { tab: 'quotes' as const, environment, quotes: quotes.items, hasMore: quotes.hasMore }
    }
    case 'audit': {
      const [{ rows, hasMore }, people] = await Promise.all([
        listAuditLog(context.db, { ...page, action: params.action, adminId: params.person }),
        listAuditPeople(context.db),
      ])
      return {
        tab: 'audit' as const,
        environment,
        audit: rows,
        hasMore,
        people,
        actions: AUDIT_ACTION_CHOICES,
      }
    }
    case 'analytics':
      return { tab: 'analytics' as const, environment, ...(await loadAnalytics(context, params)) }
    case 'settings':
      return { tab: 'settings' as const, environment, ...(await loadAdminSettings(context, request)) }
    default:
      return { tab: params.tab, environment }
  }
}

async function loadUsers(
  context: AppLoadContext,
  params: DashboardParams,
  page: { q?: string; limit: number; offset: number },
  counting: Promise<number>,
) {
  const { db } = context
  const list = USER_LISTS.find((l) => l.id === params.list) ?? USER_LISTS[0]
  const dialogId = params.approve ?? params.reject ?? params.delete
  const [usersPage, pending, dialogTarget, pendingCount] = await Promise.all([
    list.status === 'pending' ? null : listAdminUsers(db, list.status, page),
    list.status === 'pending' ? listPendingApplications(db, page) : null,
    dialogId ? findDialogTarget(context, dialogId) : null,
    counting,
  ])
  return {
    pendingCount,
    users: usersPage?.items ?? [],
    pending: await withReviewDetails(db, pending?.slice(0, page.limit) ?? []),
    hasMore: usersPage ? usersPage.hasMore : (pending?.length ?? 0) > page.limit,
    dialogTarget,
  }
}

/**
 * How many applications wait, for the Pending tab's label (issue 40), counted on
 * affiliates_status_idx. The route starts it in the same turn as the root loader's batch, so the
 * request's coalescer (decision 017) sends both as one: no round trip of its own.
 */
export async function countPending({ db }: AppLoadContext): Promise<number> {
  const [rows] = await db.batch([
    db.select({ n: count() }).from(affiliates).where(eq(affiliates.status, 'pending')),
  ])
  return rows[0]?.n ?? 0
}

/** The application or affiliate an open dialog acts on, with the approve dialog's prefills. */
async function findDialogTarget(context: AppLoadContext, id: number) {
  const [row] = await context.db
    .select({
      id: affiliates.id,
      status: affiliates.status,
      businessName: affiliates.businessName,
      slug: affiliates.slug,
      owner: affiliates.owner,
      ownerUserId: affiliates.ownerUserId,
      city: affiliates.baseCity,
      state: affiliates.baseState,
      zip: affiliates.baseZip,
    })
    .from(affiliates)
    .where(eq(affiliates.id, id))
    .limit(1)
  return row ? { ...row, suggestedSlug: suggestSlug(row.businessName) } : null
}

// A review row carries three moderation forms (about 1.8 KB of HTML): 20 a page keeps the tab's
// size and render time the same on a marketplace of a million reviews as on the demo's 30.
export const MODERATION_PAGE_SIZE = 20

async function loadReviews(context: AppLoadContext, params: DashboardParams) {
  // The pickers search as the admin types; the page carries only the chosen businesses and, for
  // the no-JS search (or a filter typed that is no business's slug), its matches.
  const [result, filtered, seeded] = await Promise.all([
    listModerationReviews(context.db, {
      status: params.rstatus,
      type: params.rtype,
      business_slug: params.business,
      limit: MODERATION_PAGE_SIZE,
      offset: (params.page - 1) * MODERATION_PAGE_SIZE,
    }),
    params.business ? findListedAffiliate(context, params.business) : null,
    params.seed ? findListedAffiliate(context, params.seed) : null,
  ])
  const finderQuery = params.bq ?? (params.business && !filtered ? params.business : undefined)
  const finder = finderQuery
    ? { query: finderQuery, ...(await searchApprovedAffiliates(context, finderQuery)) }
    : null
  return {
    reviews: result.reviews,
    hasMore: result.hasMore,
    filtered,
    seeded,
    finder,
    reports: result.reports,
  }
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>
