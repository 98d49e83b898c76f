import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { affiliates, bookingRequests } from './schema'

// Weather-aware jobs (issue 41, decision 042).

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`)

/**
 * A detailer's weather rules (Working hours → Weather). No row means the defaults: rain above
 * 60 %, colder than 50 °F, wind above 25 mph, not under cover.
 */
export const weatherRules = sqliteTable('weather_rules', {
  affiliateId: integer('affiliate_id')
    .primaryKey()
    .references(() => affiliates.id, { onDelete: 'cascade' }),
  rainPercent: integer('rain_percent').notNull().default(60),
  coldF: integer('cold_f').notNull().default(50),
  windMph: integer('wind_mph').notNull().default(25),
  // Works in a garage or under a canopy: rain does not count (cold and wind still do).
  underCover: integer('under_cover', { mode: 'boolean' }).notNull().default(false),
  updatedAt: text('updated_at'),
})

/**
 * What a provider answered, kept until the service's own expiry: a points lookup
 * ("points:lat,lon" → the grid's hourly URL), a grid's hourly forecast ("grid:OKX/33,35"), and
 * the back-off mark after a 429 or 5xx ("backoff"). Pages never call the service: they read
 * job_weather, which the cron writes from here.
 */
export const weatherCache = sqliteTable('weather_cache', {
  key: text('key').primaryKey(),
  body: text('body').notNull(),
  expiresAt: text('expires_at').notNull(),
})

/**
 * One row per job, time and check window ('72h', '24h'): written once whatever the forecast
 * said, so a window is checked once (the unique index), and `alerted` says whether this check
 * sent the keep-or-move message. A moved job has a new start, so its new time is checked anew.
 */
export const weatherChecks = sqliteTable(
  'weather_checks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    startAt: text('start_at').notNull(),
    window: text('window', { enum: ['72h', '24h'] }).notNull(),
    alerted: integer('alerted', { mode: 'boolean' }).notNull().default(false),
    // The run that wrote the row: its emails are queued only if its own row landed, so two
    // overlapping runs never both send.
    run: text('run').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('weather_checks_job_window_unique').on(t.bookingId, t.startAt, t.window)],
)

/**
 * The latest forecast verdict for a job at its current time: what the badges and the Overview
 * read. `risk` null means the forecast is fine; `keptAt` is set when someone chose "keep it".
 */
export const jobWeather = sqliteTable(
  'job_weather',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    startAt: text('start_at').notNull(),
    risk: text('risk', { enum: ['rain', 'cold', 'wind'] }),
    // "Rain is likely (80 %)", in the words the badge shows.
    headline: text('headline'),
    checkedAt: text('checked_at').notNull(),
    keptAt: text('kept_at'),
  },
  (t) => [index('job_weather_affiliate_start_idx').on(t.affiliateId, t.startAt)],
)

/**
 * The local provider's forecast, set per ZIP and time range in development and tests (decision
 * 042); hours nobody set are fair. Never read when the National Weather Service is configured.
 */
export const weatherFake = sqliteTable(
  'weather_fake',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    zip: text('zip').notNull(),
    fromAt: text('from_at').notNull(),
    toAt: text('to_at').notNull(),
    precipitation: integer('precipitation').notNull(),
    temperatureF: integer('temperature_f').notNull(),
    windMph: integer('wind_mph').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('weather_fake_zip_idx').on(t.zip, t.fromAt)],
)
