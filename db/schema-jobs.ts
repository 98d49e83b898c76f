import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { bookingRequests } from './schema'

/*
 * The job on a phone (issue 42, decision 043): the before and after photos a detailer takes, the
 * customer's sign-off of a completed job, and the conversation a "Something's not right" opens.
 * Rows belong to a business and a booking; every read names both (a business never reads
 * another's rows) and deleting a booking or a business removes them.
 */

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`

export const JOB_PHOTO_PHASES = ['before', 'after'] as const

export const jobPhotos = sqliteTable(
  'job_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    affiliateId: integer('affiliate_id').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: JOB_PHOTO_PHASES }).notNull(),
    // job/{affiliateId}/{bookingId}/{uuid}.jpg: private; served only by the job photo route.
    r2Key: text('r2_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // The copy the Images binding made (at most 1600 px, JPEG), or null when it could not.
    resizedKey: text('resized_key'),
    // Set when the detailer put this photo's pair into the site's gallery: the public copy's URL.
    galleryUrl: text('gallery_url'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [
    index('job_photos_booking_idx').on(t.bookingId, t.phase, t.id),
    index('job_photos_affiliate_idx').on(t.affiliateId, t.bookingId),
  ],
)

export const SIGNOFF_STATES = ['awaiting', 'approved', 'auto', 'not_right'] as const

/** One per completed job: the customer's answer, and when the job settled. */
export const jobSignoffs = sqliteTable(
  'job_signoffs',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id').notNull(),
    // The customer's link (/signoff/{token}): 128 random bits, from the email.
    token: text('token').notNull(),
    state: text('state', { enum: SIGNOFF_STATES }).notNull().default('awaiting'),
    completedAt: text('completed_at').notNull(),
    // Approved, or no answer within 24 hours: the balance may be charged from then on.
    settledAt: text('settled_at'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('job_signoffs_token_unique').on(t.token),
    // The cron's question: which awaiting jobs were completed more than 24 hours ago.
    index('job_signoffs_awaiting_idx')
      .on(t.completedAt)
      .where(sql`${t.state} = 'awaiting'`),
    index('job_signoffs_affiliate_idx').on(t.affiliateId, t.bookingId),
  ],
)

/** A job's day on site: when the detailer started it and the detailer's own note. */
export const jobDays = sqliteTable('job_days', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookingRequests.id, { onDelete: 'cascade' }),
  affiliateId: integer('affiliate_id').notNull(),
  startedAt: text('started_at'),
  note: text('note'),
  updatedAt: text('updated_at').notNull().default(now),
})

export const MESSAGE_AUTHORS = ['customer', 'business'] as const

/** The thread on a booking: both sides read it; the detailer answers from the job screen. */
export const bookingMessages = sqliteTable(
  'booking_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    affiliateId: integer('affiliate_id').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    author: text('author', { enum: MESSAGE_AUTHORS }).notNull(),
    body: text('body').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('booking_messages_booking_idx').on(t.bookingId, t.id)],
)
