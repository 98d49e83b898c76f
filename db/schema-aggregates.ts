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
