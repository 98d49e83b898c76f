import { asc, desc, eq, sql } from 'drizzle-orm'
import { businessTimeZone } from '~/lib/dashboard/time'
import { type Db, schema } from '~/server/db.server'

const { affiliates, serviceAreas } = schema

export interface BusinessSettings {
  timeZone: string
  /** The stored setting; null while the zone is derived from the primary area. */
  timeZoneSetting: string | null
  dailyGoalCents: number | null
  dashboardSeenAt: string | null
  /** The primary service area (where a new customer most likely is), if the business has one. */
  primaryCity: string | null
  primaryState: string | null
}

/** One statement: the business's dashboard settings and its primary area's state. */
export function settingsQuery(db: Db, affiliateId: number) {
  // A query builder, not a sql template: in a one-table select drizzle writes a template's
  // columns without their table, and a bare "id" inside the subquery is service_areas.id (every
  // business then read the state of the area whose id equals its affiliate id, after a scan).
  const primaryArea = (column: typeof serviceAreas.state | typeof serviceAreas.city) =>
    db
      .select({ value: column })
      .from(serviceAreas)
      .where(eq(serviceAreas.affiliateId, affiliates.id))
      .orderBy(desc(serviceAreas.isPrimary), asc(serviceAreas.id))
      .limit(1)
  return db
    .select({
      timeZone: affiliates.timeZone,
      dailyGoalCents: affiliates.dailyGoalCents,
      dashboardSeenAt: affiliates.dashboardSeenAt,
      primaryState: sql<string | null>`(${primaryArea(serviceAreas.state)})`,
      primaryCity: sql<string | null>`(${primaryArea(serviceAreas.city)})`,
    })
    .from(affiliates)
    .where(eq(affiliates.id, affiliateId))
    .limit(1)
}

type SettingsRow = Awaited<ReturnType<typeof settingsQuery>>[number]

export function toSettings(row: SettingsRow | undefined): BusinessSettings {
  return {
    timeZone: businessTimeZone(row?.timeZone ?? null, row?.primaryState ?? null),
    timeZoneSetting: row?.timeZone ?? null,
    dailyGoalCents: row?.dailyGoalCents ?? null,
    dashboardSeenAt: row?.dashboardSeenAt ?? null,
    primaryCity: row?.primaryCity ?? null,
    primaryState: row?.primaryState ?? null,
  }
}

export async function loadSettings(db: Db, affiliateId: number): Promise<BusinessSettings> {
  const [row] = await settingsQuery(db, affiliateId)
  return toSettings(row)
}
