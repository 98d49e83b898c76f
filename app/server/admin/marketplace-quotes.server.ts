import { and, desc, eq, isNull } from 'drizzle-orm'
import { type QuoteItem, type QuoteStatus } from '~/lib/dashboard/tab-data'
import { type Db, schema } from '../db.server'
import { quoteColumns } from '../dashboard/business/items.server'
import { page, type PageOf } from './users.server'

const { quoteRequests } = schema

/** A quote card is a dozen facts: 20 a page, like the review moderation list. */
export const MARKETPLACE_QUOTES_PAGE_SIZE = 20

/**
 * Quote requests sent to the marketplace itself (no business: the original client's quotes, and
 * any API caller's without `business_slug`), newest first. Walks quote_requests_affiliate_idx
 * (or its status twin) from the null business, stopping one row past the page.
 */
export async function listMarketplaceQuotes(
  db: Db,
  { status, offset }: { status?: QuoteStatus; offset: number },
): Promise<PageOf<QuoteItem>> {
  const rows = await db
    .select(quoteColumns)
    .from(quoteRequests)
    .where(
      and(isNull(quoteRequests.affiliateId), status ? eq(quoteRequests.status, status) : undefined),
    )
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(MARKETPLACE_QUOTES_PAGE_SIZE + 1)
    .offset(offset)
  return page(rows, MARKETPLACE_QUOTES_PAGE_SIZE)
}
