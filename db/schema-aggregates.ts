import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/*
 * Aggregates kept by SQLite triggers (migration scale_triggers), so public pages read a few rows
 * instead of counting over every review or service area. Every write path stays correct without
 * knowing these tables exist: the trigger runs inside the statement that changes the source row.
 */

/**
 * Approved reviews per (type, business): count, sum of ratings, featured count. `affiliate_key`
 * is the review's affiliate id, 0 for none (SQLite primary keys treat NULLs as distinct).
 */
export const reviewStats = sqliteTable(
  'review_stats',
  {
    type: text('type', { enum: ['mdh', 'affiliate'] }).notNull(),
    affiliateKey: integer('affiliate_key').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    featuredCount: integer('featured_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.affiliateKey] }),
    index('review_stats_affiliate_idx').on(t.affiliateKey),
  ],
)

/** Cities served by at least one approved business, with how many serve each. */
export const footerCities = sqliteTable(
  'footer_cities',
  {
    state: text('state').notNull(),
    cityKey: text('city_key').notNull(),
    city: text('city').notNull(),
    businesses: integer('businesses').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.state, t.cityKey] })],
)

/** States with the number of served cities: what the platform footer renders. */
export const footerStates = sqliteTable('footer_states', {
  state: text('state').primaryKey(),
  cities: integer('cities').notNull().default(0),
})

/**
 * A counter per precomputed answer, bumped by triggers whenever its source rows change
 * (migration footer_snapshots). Answers are stored under their generation, so a stale one is
 * never read: the footer lists are rebuilt once per change, not once per request (decision 017).
 */
export const snapshotGenerations = sqliteTable('snapshot_generations', {
  name: text('name').primaryKey(),
  generation: integer('generation').notNull().default(0),
})

/**
 * review_stats summed over the businesses that are public (approved, or none for platform
 * reviews), per type: the marketplace-wide totals without reading a row per business. Kept by
 * triggers on review_stats and on a business's approval (migration review_totals).
 */
export const reviewTotals = sqliteTable('review_totals', {
  type: text('type', { enum: ['mdh', 'affiliate'] }).primaryKey(),
  reviewCount: integer('review_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  featuredCount: integer('featured_count').notNull().default(0),
})

/**
 * Approved reviews per business and rating (1–5), both types counted as the dashboard's rating
 * distribution counts them: that chart without reading a busy business's thousands of reviews on
 * each view. Kept by triggers on reviews, as review_stats is (migration dashboard_customers).
 */
export const reviewRatings = sqliteTable(
  'review_ratings',
  {
    affiliateId: integer('affiliate_id').notNull(),
    rating: integer('rating').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.rating] })],
)

/**
 * A business's customers: its booking and quote requests merged by email (both stored
 * lower-cased). Name, phone, last service and date are those of the latest request (last_at);
 * requests counts both kinds; confirmed_value_cents sums the estimates of confirmed and completed
 * bookings. Triggers on booking_requests and quote_requests rebuild a customer's row from the view
 * customer_requests whenever one of its requests is added, changed or removed (migration
 * dashboard_customers, decision 032), so the Customers tab reads a page of rows, not every request.
 */
export const customers = sqliteTable(
  'customers',
  {
    affiliateId: integer('affiliate_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    lastService: text('last_service').notNull(),
    lastDate: text('last_date').notNull(),
    lastAt: text('last_at').notNull(),
    requests: integer('requests').notNull(),
    confirmedValueCents: integer('confirmed_value_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.affiliateId, t.email] }),
    // The tab's order, most recent first: a page walks this and stops.
    index('customers_affiliate_last_idx').on(t.affiliateId, sql`${t.lastAt} desc`, t.email),
  ],
)
