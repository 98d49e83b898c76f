import { type AppLoadContext } from '@remix-run/cloudflare'
import { eq } from 'drizzle-orm'
import { type DashboardParams, pageOffset, suggestSlug, USER_LISTS } from '~/lib/admin-dashboard'
import { ADMIN_PAGE_SIZE } from '~/lib/admin-schemas'
import { listApprovedAffiliates } from '../affiliates.server'
import { listPendingApplications } from '../applications.server'
import { schema } from '../db.server'
import { listReviews } from '../reviews.server'
import { openReports } from '../reviews-moderation.server'
import { listAuditLog } from './audit.server'
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
) {
  const environment = environmentBadge(request)
  const page = { q: params.q || undefined, limit: ADMIN_PAGE_SIZE, offset: pageOffset(params.page) }
  switch (params.tab) {
    case 'users':
      return { tab: 'users' as const, environment, ...(await loadUsers(context, params, page)) }
    case 'reviews':
      return { tab: 'reviews' as const, environment, ...(await loadReviews(context, params)) }
    case 'audit': {
      const { rows, hasMore } = await listAuditLog(context.db, page)
      return { tab: 'audit' as const, environment, audit: rows, hasMore }
    }
    default:
      return { tab: params.tab, environment }
  }
}

async function loadUsers(
  context: AppLoadContext,
  params: DashboardParams,
  page: { q?: string; limit: number; offset: number },
) {
  const { db } = context
  const list = USER_LISTS.find((l) => l.id === params.list) ?? USER_LISTS[0]
  const dialogId = params.approve ?? params.reject ?? params.delete
  const [usersPage, pending, dialogTarget] = await Promise.all([
    list.status === 'pending' ? null : listAdminUsers(db, list.status, page),
    list.status === 'pending' ? listPendingApplications(db, page) : null,
    dialogId ? findDialogTarget(context, dialogId) : null,
  ])
  return {
    users: usersPage?.items ?? [],
    pending: pending?.slice(0, page.limit) ?? [],
    hasMore: usersPage ? usersPage.hasMore : (pending?.length ?? 0) > page.limit,
    dialogTarget,
  }
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

async function loadReviews(context: AppLoadContext, params: DashboardParams) {
  const [result, businesses] = await Promise.all([
    listReviews(context.db, {
      status: params.rstatus,
      type: params.rtype,
      business_slug: params.business,
      limit: ADMIN_PAGE_SIZE,
      offset: pageOffset(params.page),
    }),
    listApprovedAffiliates(context.db),
  ])
  return {
    reviews: result.reviews,
    reports: await openReports(
      context.db,
      result.reviews.map((r) => r.id),
    ),
    hasMore: pageOffset(params.page) + result.reviews.length < result.total,
    total: result.total,
    businesses,
  }
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>
