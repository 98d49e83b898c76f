import { and, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { plainLine } from '~/lib/validation'
import { type CustomerRow, type CustomersTab } from '~/lib/dashboard/tab-data'
import { type Db, schema } from '~/server/db.server'
import { bookingColumns, quoteColumns, toBookingItem } from './items.server'
import { settingsQuery, toSettings } from './settings.server'

const { bookingRequests: b, quoteRequests: q } = schema

export const CUSTOMERS_PER_PAGE = 20

const params = z.object({
  q: z.string().trim().max(100).superRefine(plainLine('Search')).catch('').default(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  customer: z.string().trim().toLowerCase().max(254).optional().catch(undefined),
})

/**
 * Everyone who booked or asked for a quote, merged by email (both tables store it lower-cased).
 * Name, phone, last service and date come from the customer's latest request (SQLite takes bare
 * columns from the row that max() picked); value counts confirmed and completed work only.
 */
function customersQuery(db: Db, affiliateId: number, search: string, page: number) {
  return db.all<CustomerRow & { total: number }>(sql`
    with requests as (
      select ${b.customerEmail} as email, ${b.customerName} as name, ${b.customerPhone} as phone,
        ${b.createdAt} as created_at, ${b.serviceName} || ' – ' || ${b.tierName} as service,
        coalesce(substr(${b.startAt}, 1, 10), ${b.preferredDate}) as service_date,
        case when ${b.status} in ('confirmed', 'completed') then ${b.estimateCents} else 0 end as value
      from ${b} where ${b.affiliateId} = ${affiliateId}
      union all
      select ${q.email}, ${q.name}, ${q.phone}, ${q.createdAt},
        'Quote: ' || coalesce((select group_concat(value, ', ') from json_each(${q.services})), ''),
        substr(${q.createdAt}, 1, 10), 0
      from ${q} where ${q.affiliateId} = ${affiliateId}
    ),
    merged as (
      select email, name, phone, service as lastService, service_date as lastDate,
        max(created_at) as lastAt, count(*) as requests, sum(value) as confirmedValueCents
      from requests group by email
    )
    select email, name, phone, lastService, lastDate, requests, confirmedValueCents,
      count(*) over () as total
    from merged
    where ${search} = '' or instr(lower(name), lower(${search})) > 0
      or instr(lower(email), lower(${search})) > 0 or instr(phone, ${search}) > 0
    order by lastAt desc, email
    limit ${CUSTOMERS_PER_PAGE} offset ${(page - 1) * CUSTOMERS_PER_PAGE}
  `)
}

export async function loadCustomers(db: Db, affiliateId: number, url: URL): Promise<CustomersTab> {
  const { q: search, page, customer } = params.parse(Object.fromEntries(url.searchParams))
  const email = customer ?? ''
  // Raw SQL cannot join a drizzle D1 batch when it has parameters, so the list runs beside it.
  const [rows, [settings, bookings, quotes]] = await Promise.all([
    customersQuery(db, affiliateId, search, page),
    db.batch([
      settingsQuery(db, affiliateId),
      db
        .select(bookingColumns)
        .from(b)
        .where(and(eq(b.customerEmail, email), eq(b.affiliateId, affiliateId)))
        .orderBy(desc(b.createdAt))
        .limit(100),
      db
        .select(quoteColumns)
        .from(q)
        .where(and(eq(q.email, email), eq(q.affiliateId, affiliateId)))
        .orderBy(desc(q.createdAt))
        .limit(100),
    ]),
  ])
  const total = rows[0]?.total ?? 0
  const known = bookings.length > 0 || quotes.length > 0
  return {
    tab: 'customers',
    settings: toSettings(settings[0]),
    q: search,
    page,
    total,
    pages: Math.max(1, Math.ceil(total / CUSTOMERS_PER_PAGE)),
    customers: rows.map(({ total: _t, ...row }) => row),
    history: known ? { email, bookings: bookings.map(toBookingItem), quotes } : null,
  }
}
