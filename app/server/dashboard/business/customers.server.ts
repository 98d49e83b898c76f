import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { plainLine } from '~/lib/validation'
import { type CustomersTab } from '~/lib/dashboard/tab-data'
import { type Db, schema } from '~/server/db.server'
import { bookingColumns, quoteColumns, toBookingItem } from './items.server'
import { settingsQuery, toSettings } from './settings.server'

const { bookingRequests: b, quoteRequests: q, customers: c } = schema

export const CUSTOMERS_PER_PAGE = 20

const params = z.object({
  q: z.string().trim().max(100).superRefine(plainLine('Search')).catch('').default(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  customer: z.string().trim().toLowerCase().max(254).optional().catch(undefined),
})

/** Customers whose (latest) name, email or phone contains the search; name and email in any case. */
function matching(search: string) {
  if (search === '') return undefined
  return or(
    sql`instr(lower(${c.name}), lower(${search})) > 0`,
    sql`instr(lower(${c.email}), lower(${search})) > 0`,
    sql`instr(${c.phone}, ${search}) > 0`,
  )
}

export async function loadCustomers(db: Db, affiliateId: number, url: URL): Promise<CustomersTab> {
  const { q: search, page, customer } = params.parse(Object.fromEntries(url.searchParams))
  const email = customer ?? ''
  const where = and(eq(c.affiliateId, affiliateId), matching(search))
  // Everyone who booked or asked for a quote, merged by email: the customers table, which
  // triggers keep as that merge (schema-aggregates.ts), read a page at a time along its index.
  const [settings, rows, [counted], bookings, quotes] = await db.batch([
    settingsQuery(db, affiliateId),
    db
      .select({
        email: c.email,
        name: c.name,
        phone: c.phone,
        lastService: c.lastService,
        lastDate: c.lastDate,
        requests: c.requests,
        confirmedValueCents: c.confirmedValueCents,
      })
      .from(c)
      .where(where)
      .orderBy(desc(c.lastAt), asc(c.email))
      .limit(CUSTOMERS_PER_PAGE)
      .offset((page - 1) * CUSTOMERS_PER_PAGE),
    db.select({ total: count() }).from(c).where(where),
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
  ])
  const total = counted?.total ?? 0
  const known = bookings.length > 0 || quotes.length > 0
  return {
    tab: 'customers',
    settings: toSettings(settings[0]),
    q: search,
    page,
    total,
    pages: Math.max(1, Math.ceil(total / CUSTOMERS_PER_PAGE)),
    customers: rows,
    history: known ? { email, bookings: bookings.map(toBookingItem), quotes } : null,
  }
}
