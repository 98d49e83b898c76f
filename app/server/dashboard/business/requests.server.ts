import { and, count, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { BOOKING_STATUSES, QUOTE_STATUSES, type RequestsTab } from '~/lib/dashboard/tab-data'
import { type Db, schema } from '~/server/db.server'
import { bookingColumns, quoteColumns, toBookingItem } from './items.server'
import { settingsQuery, toSettings } from './settings.server'

const { bookingRequests, quoteRequests } = schema

/** Newest requests per list; older ones are reached through the status filters. */
export const INBOX_LIMIT = 50

const filters = z.object({
  status: z.enum(['all', ...BOOKING_STATUSES]).catch('all'),
  quotes: z.enum(['all', ...QUOTE_STATUSES]).catch('all'),
})

/** The inbox in one batch of five statements: settings, both lists and both status counts. */
export async function loadRequests(db: Db, affiliateId: number, url: URL): Promise<RequestsTab> {
  const { status, quotes } = filters.parse(Object.fromEntries(url.searchParams))
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
      .limit(INBOX_LIMIT),
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
      .limit(INBOX_LIMIT),
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
    bookings: bookings.map(toBookingItem),
    quotes: quoteRows,
    bookingCounts: Object.fromEntries(bookingCounts.map((r) => [r.status, r.n])),
    quoteCounts: Object.fromEntries(quoteCounts.map((r) => [r.status, r.n])),
  }
}
