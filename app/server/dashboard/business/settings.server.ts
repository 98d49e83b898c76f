import { eq, sql } from 'drizzle-orm'
import { businessTimeZone } from '~/lib/dashboard/time'
import { type Db, schema } from '~/server/db.server'

const { affiliates, serviceAreas } = schema

export interface BusinessSettings {
  timeZone: string
  /** The stored setting; null while the zone is derived from the primary area. */
  timeZoneSetting: string | null
  dailyGoalCents: number | null
  dashboardSeenAt: string | null
}

/** One statement: the business's dashboard settings and its primary area's state. */
export function settingsQuery(db: Db, affiliateId: number) {
  return db
    .select({
      timeZone: affiliates.timeZone,
      dailyGoalCents: affiliates.dailyGoalCents,
      dashboardSeenAt: affiliates.dashboardSeenAt,
      primaryState: sql<
        string | null
      >`(select ${serviceAreas.state} from ${serviceAreas} where ${serviceAreas.affiliateId} = ${affiliates.id} order by ${serviceAreas.isPrimary} desc, ${serviceAreas.id} limit 1)`,
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
  }
}

export async function loadSettings(db: Db, affiliateId: number): Promise<BusinessSettings> {
  const [row] = await settingsQuery(db, affiliateId)
  return toSettings(row)
}
