import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { type OverviewTab } from '~/lib/dashboard/tab-data'

const WEEK_MS = 7 * 86_400_000

/**
 * The Overview's "Weather this week": the next 7 days' confirmed jobs whose verdict at their
 * current start trips a rule, as one JSON scalar (a column of the Overview's figures statement,
 * so the tab keeps its statement budget). Read through the (affiliate_id, start_at) index.
 * Plain aliases: inside that statement drizzle writes column names without their table.
 */
export function weatherRisksSql(affiliateId: number, now: Date) {
  const to = new Date(now.getTime() + WEEK_MS).toISOString()
  return sql<string | null>`(select json_group_array(json_object('id', x.id, 'reference', x.reference, 'customerName', x.customer_name, 'startAt', x.start_at, 'headline', x.headline, 'kept', x.kept)) from (
    select br.id as id, br.reference as reference, br.customer_name as customer_name,
      jw.start_at as start_at, jw.headline as headline, jw.kept_at is not null as kept
    from job_weather jw join booking_requests br on br.id = jw.booking_id and br.start_at = jw.start_at
    where jw.affiliate_id = ${affiliateId} and jw.start_at >= ${now.toISOString()} and jw.start_at < ${to}
      and jw.headline is not null and br.status = 'confirmed'
    order by jw.start_at limit 20) x)`
}

const risksSchema = z.array(
  z.object({
    id: z.number(),
    reference: z.string(),
    customerName: z.string(),
    startAt: z.string(),
    headline: z.string(),
    kept: z.union([z.boolean(), z.number()]).transform(Boolean),
  }),
)

export function weatherRisksFrom(json: string | null | undefined): OverviewTab['weatherRisks'] {
  if (!json) return []
  const parsed = risksSchema.safeParse(JSON.parse(json))
  return parsed.success ? parsed.data : []
}
