import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * "Tell me when a detailer serves {place}" (issue 40): an address waiting for a place nobody
 * serves yet. Emailed once, when a business serving the place goes live (notified_at set then).
 */
export const areaWaitlist = sqliteTable(
  'area_waitlist',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Lower-cased, so one address waits once per place.
    email: text('email').notNull(),
    city: text('city').notNull(),
    cityKey: text('city_key').notNull(),
    state: text('state').notNull(),
    // The hashed client group of whoever asked (for the cap; the raw address is never stored).
    clientGroup: text('client_group').notNull(),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    notifiedAt: text('notified_at'),
  },
  (t) => [
    uniqueIndex('area_waitlist_place_email_unique').on(t.state, t.cityKey, t.email),
    index('area_waitlist_email_idx').on(t.email, t.notifiedAt),
    index('area_waitlist_client_idx').on(t.clientGroup, t.createdAt),
  ],
)
