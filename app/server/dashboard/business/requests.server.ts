import { and, count, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { BOOKING_STATUSES, QUOTE_STATUSES, type RequestsTab } from '~/lib/dashboard/tab-data'
import { type Db, schema } from '~/server/db.server'
import { bookingColumns, quoteColumns, toBookingItem } from './items.server'
import { settingsQuery, toSettings } from './settings.server'

const { bookingRequests, quoteRequests } = schema

/**
 * Requests per page of each list, newest first. Rendering a card, not reading it, is the tab's
 * cost on a busy business: React spends about 0.2 ms of the Worker's CPU on each (a few dozen
 * elements, forms included), so 20 of each made the tab 1.7 times as slow as an empty inbox;
 * 10 of each keeps it within the dashboard's 1.35 (decision 032, issue 25).
 */
export const INBOX_LIMIT = 10

const page = z.coerce.number().int().min(1).max(10_000).catch(1).default(1)
const filters = z.object({
  status: z.enum(['all', ...BOOKING_STATUSES]).catch('all'),
  quotes: z.enum(['all', ...QUOTE_STATUSES]).catch('all'),
  bpage: page,
  qpage: page,
})

/** The inbox in one batch of five statements: settings, both lists and both status counts. */
export async function loadRequests(db: Db, affiliateId: number, url: URL): Promise<RequestsTab> {
  const { status, quotes, bpage, qpage } = filters.parse(Object.fromEntries(url.searchParams))
  const [settings, bookings, quoteRows, bookingCounts, quoteCounts] = await db.batch([
    settingsQuery(db, affiliateId),
    db
      .select(bookingColumns)
      .from(bookingRequests)
      .where(
        and(
          eq(bookingRequests.affiliateId, affiliateId),
          status === 'all' ? undefined : eq(bookingRequests.status, status),
        ),
      )
      .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
      .limit(INBOX_LIMIT + 1)
      .offset((bpage - 1) * INBOX_LIMIT),
    db
      .select(quoteColumns)
      .from(quoteRequests)
      .where(
        and(
          eq(quoteRequests.affiliateId, affiliateId),
          quotes === 'all' ? undefined : eq(quoteRequests.status, quotes),
        ),
      )
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(INBOX_LIMIT + 1)
      .offset((qpage - 1) * INBOX_LIMIT),
    db
      .select({ status: bookingRequests.status, n: count() })
      .from(bookingRequests)
      .where(eq(bookingRequests.affiliateId, affiliateId))
      .groupBy(bookingRequests.status),
    db
      .select({ status: quoteRequests.status, n: count() })
      .from(quoteRequests)
      .where(eq(quoteRequests.affiliateId, affiliateId))
      .groupBy(quoteRequests.status),
  ])
  return {
    tab: 'requests',
    settings: toSettings(settings[0]),
    bookingFilter: status,
    quoteFilter: quotes,
    bookings: bookings.slice(0, INBOX_LIMIT).map(toBookingItem),
    quotes: quoteRows.slice(0, INBOX_LIMIT),
    bookingPage: { page: bpage, hasMore: bookings.length > INBOX_LIMIT },
    quotePage: { page: qpage, hasMore: quoteRows.length > INBOX_LIMIT },
    bookingCounts: Object.fromEntries(bookingCounts.map((r) => [r.status, r.n])),
    quoteCounts: Object.fromEntries(quoteCounts.map((r) => [r.status, r.n])),
  }
}
