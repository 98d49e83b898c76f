import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { type OverviewTab } from '~/lib/dashboard/tab-data'
import { schema } from '../db.server'

const { bookingRequests: b, jobWeather: w } = schema
const WEEK_MS = 7 * 86_400_000

/**
 * The Overview's "Weather this week": the next 7 days' confirmed jobs whose verdict at their
 * current start trips a rule, as one JSON scalar (a column of the Overview's figures statement,
 * so the tab keeps its statement budget). Read through the (affiliate_id, start_at) index.
 */
export function weatherRisksSql(affiliateId: number, now: Date) {
  const to = new Date(now.getTime() + WEEK_MS).toISOString()
  return sql<
    string | null
  >`(select json_group_array(json_object('id', x.id, 'reference', x.reference, 'customerName', x.customer_name, 'startAt', x.start_at, 'headline', x.headline, 'kept', x.kept)) from (
    select ${b.id} as id, ${b.reference} as reference, ${b.customerName} as customer_name, ${w.startAt} as start_at, ${w.headline} as headline, ${w.keptAt} is not null as kept
    from ${w} join ${b} on ${b.id} = ${w.bookingId} and ${b.startAt} = ${w.startAt}
    where ${w.affiliateId} = ${affiliateId} and ${w.startAt} >= ${now.toISOString()} and ${w.startAt} < ${to}
      and ${w.headline} is not null and ${b.status} = 'confirmed'
    order by ${w.startAt} limit 20) x)`
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
