import { and, eq, isNull, sql } from 'drizzle-orm'
import { type SetupChecklist, setupComplete } from '~/lib/dashboard/setup'
import { invalidatePublic } from '../cache.server'
import { type Db, schema } from '../db.server'

const { affiliates, services, serviceTiers, serviceAreas, workingHours } = schema

const exists = (query: ReturnType<typeof sql>) => sql<number>`exists (${query})`

/**
 * What a business has set up, in one statement: a service with a priced, enabled tier, a service
 * area, working hours and a reachable profile (phone and email). Payouts join the list when
 * payments land: add a step here and its check below, nothing else changes.
 */
export async function loadSetupChecklist(
  db: Db,
  affiliateId: number,
  slug: string,
): Promise<SetupChecklist> {
  const [row] = await db
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
    })
    .from(affiliates)
    .where(eq(affiliates.id, affiliateId))
  const base = `/${slug}/dashboard`
  return {
    liveAt: row?.liveAt ?? null,
    steps: [
      {
        key: 'services',
        label: 'Add a service with a price',
        done: Boolean(row?.services),
        href: `${base}?tab=services`,
      },
      {
        key: 'areas',
        label: 'Add the places you serve',
        done: Boolean(row?.areas),
        href: `${base}?tab=locations`,
      },
      {
        key: 'hours',
        label: 'Set your working hours',
        done: Boolean(row?.hours),
        href: `${base}?tab=schedule`,
      },
      {
        key: 'profile',
        label: 'Give customers a phone and an email',
        done: Boolean(row?.profile),
        href: `${base}?tab=profile`,
      },
    ],
  }
}

/**
 * Go live: only when every step is done, only once (the UPDATE is conditional, so two presses
 * set it once). The site, search, footer and sitemap answers are purged before the reply
 * (decisions 017/018); the footer snapshot follows through its trigger.
 */
export async function goLive(
  db: Db,
  tenant: { id: number; slug: string },
  now: Date,
): Promise<'live' | 'not-ready'> {
  const checklist = await loadSetupChecklist(db, tenant.id, tenant.slug)
  if (checklist.liveAt) return 'live'
  if (!setupComplete(checklist)) return 'not-ready'
  await db
    .update(affiliates)
    .set({ liveAt: now.toISOString() })
    .where(and(eq(affiliates.id, tenant.id), isNull(affiliates.liveAt)))
  await invalidatePublic(db, { affiliateId: tenant.id })
  await invalidatePublic(db)
  return 'live'
}
