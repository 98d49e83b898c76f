import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  type SetupChecklist,
  setupComplete,
  type SetupStep,
  type SetupStepKey,
} from '~/lib/dashboard/setup'
import { invalidatePublic } from '../cache.server'
import { type Db, schema } from '../db.server'
import { notifyWaitlist } from '../places/waitlist.server'

const { affiliates, services, serviceTiers, serviceAreas, workingHours, paymentAccounts } = schema

const exists = (query: ReturnType<typeof sql>) => sql<number>`exists (${query})`

/**
 * What a business has set up, in one statement: a service with a priced, enabled tier, a service
 * area, working hours, a reachable profile (phone and email) and an active payout account. The
 * overview puts it in its own batch (no round trip of its own); Go live runs it alone.
 */
export function setupQuery(db: Db, affiliateId: number) {
  return db
    .select({
      liveAt: affiliates.liveAt,
      services: exists(
        sql`select 1 from ${serviceTiers} join ${services} on ${services.id} = ${serviceTiers.serviceId} where ${services.affiliateId} = ${affiliateId} and ${serviceTiers.priceCents} > 0 and ${serviceTiers.enabled} = 1`,
      ),
      areas: exists(
        sql`select 1 from ${serviceAreas} where ${serviceAreas.affiliateId} = ${affiliateId}`,
      ),
      hours: exists(
        sql`select 1 from ${workingHours} where ${workingHours.affiliateId} = ${affiliateId}`,
      ),
      profile: sql<number>`coalesce(${affiliates.businessPhone}, ${affiliates.phone}) is not null and coalesce(${affiliates.businessEmail}, ${affiliates.email}) is not null`,
      payouts: exists(
        sql`select 1 from ${paymentAccounts} where ${paymentAccounts.affiliateId} = ${affiliateId} and ${paymentAccounts.status} = 'active'`,
      ),
    })
    .from(affiliates)
    .where(eq(affiliates.id, affiliateId))
}

type SetupRow = Awaited<ReturnType<typeof setupQuery>>[number]

/** The checklist of the row `setupQuery` read, with the dashboard links of `slug`'s steps. */
export function toSetupChecklist(row: SetupRow | undefined, slug: string): SetupChecklist {
  // A step is done when its column of the row says so; it is done on the dashboard tab `tab`.
  const step = (key: SetupStepKey, label: string, tab: string, optional?: string): SetupStep => ({
    key,
    label,
    done: Boolean(row?.[key]),
    ...(optional ? { optional } : {}),
    href: `/${slug}/dashboard?tab=${tab}`,
  })
  return {
    liveAt: row?.liveAt ?? null,
    steps: [
      step('services', 'Add a service with a price', 'services'),
      step('areas', 'Add the places you serve', 'locations'),
      step('hours', 'Set your working hours', 'schedule'),
      step('profile', 'Give customers a phone and an email', 'profile'),
      // Deposits go through a payout account (decision 036); without one customers book and
      // pay after the job, so a business that takes no deposit goes live without it.
      step(
        'payouts',
        'Connect payouts',
        'payments',
        'Only needed to take a deposit at booking: without it, customers book without one.',
      ),
    ],
  }
}

/**
 * Go live: only when every required step is done, only once (the UPDATE is conditional, so two
 * presses set it once). The site, search, footer and sitemap answers are purged before the reply
 * (decisions 017/018); the footer snapshot follows through its trigger.
 */
export async function goLive(
  db: Db,
  tenant: { id: number; slug: string },
  now: Date,
): Promise<'live' | 'not-ready'> {
  const [row] = await setupQuery(db, tenant.id)
  const checklist = toSetupChecklist(row, tenant.slug)
  if (checklist.liveAt) return 'live'
  if (!setupComplete(checklist)) return 'not-ready'
  await db
    .update(affiliates)
    .set({ liveAt: now.toISOString() })
    .where(and(eq(affiliates.id, tenant.id), isNull(affiliates.liveAt)))
  await invalidatePublic(db, { affiliateId: tenant.id })
  await invalidatePublic(db)
  // Whoever asked to hear when a detailer serves one of its places hears it now, once.
  await notifyWaitlist(db, tenant.id)
  return 'live'
}
