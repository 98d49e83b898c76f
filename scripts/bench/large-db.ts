// SQL that grows a migrated, demo-seeded database into a marketplace at scale: approved detailers
// in real US cities (from us_zip_codes), one primary area each, services for some of them, and
// reviews spread unevenly (a few businesses hold thousands). Rows are made inside SQLite with
// recursive CTEs and INSERT…SELECT, so a million reviews take seconds, not a million round trips.

export interface Scale {
  detailers: number
  areasPerDetailer: number
  reviews: number
  /** How many detailers (the first ones) get a service catalogue. */
  serviceDetailers: number
  /** How many detailers (spread evenly) serve their site on their own domain, live. */
  ownDomains: number
}

export const BENCH_SCALE: Scale = {
  detailers: 10_000,
  areasPerDetailer: 10,
  reviews: 1_000_000,
  serviceDetailers: 2_000,
  ownDomains: 2_000,
}

/** Generated businesses start at this id, clear of the demo seed's. */
export const FIRST_ID = 1000
/** The generated business with the most reviews (the skew puts the most on the first). */
export const LARGE_TENANT_SLUG = 'detailer-1'

// A uniform number in [0, 1) from SQLite's random().
const UNIFORM = '(abs(random() % 1000000) / 1000000.0)'

/**
 * `count` confirmed one-hour appointments for one business, three a day (09:00, 12:00 and 15:00
 * UTC, never overlapping) on consecutive days ending two months ahead: the live-times row
 * (issue 26) reads a calendar this full.
 */
export function appointmentsSql(affiliateId: number, count: number): string {
  const day = `(n - 1) / 3 - ${Math.ceil(count / 3)} + 60`
  const start = `strftime('%Y-%m-%dT%H:%M:%fZ', date('now', (${day}) || ' days'), '+' || (9 + ((n - 1) % 3) * 3) || ' hours')`
  return `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count})
    INSERT INTO booking_requests (reference, affiliate_id, vehicle_type, category_name, service_name,
      tier_name, estimate_cents, duration_minutes, customer_name, customer_phone, customer_email,
      address_line, city, state, preferred_date, time_window, status, start_at, end_at)
    SELECT 'BENCH-' || n, ${affiliateId}, 'car', 'Service Packages', 'Signature Detail', 'Premium',
      24900, 60, 'Customer ' || n, '6025550100', 'c' || n || '@example.test', '1 Main St',
      'Phoenix', 'AZ', substr(${start}, 1, 10), 'morning', 'confirmed', ${start},
      strftime('%Y-%m-%dT%H:%M:%fZ', ${start}, '+1 hours')
    FROM seq`
}

const ownDomainStep = ({ detailers, ownDomains }: Scale) =>
  Math.max(1, Math.floor(detailers / Math.max(1, ownDomains)))

/** The first generated business serving its site on its own domain. */
export const ownDomainSlug = (scale: Scale) => `detailer-${ownDomainStep(scale)}`

/**
 * Every step-th generated detailer gets a self-serve domain the provider has made live (issue 43:
 * what a business's lookups and the sitemap's exclusion must not grow with).
 */
function ownDomainsSql(scale: Scale): string {
  const { detailers, ownDomains } = scale
  const step = ownDomainStep(scale)
  return `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${ownDomains})
    INSERT INTO custom_hostnames (hostname, affiliate_id, provider_id, hostname_status, ssl_status,
      checked_at)
    SELECT 'www.detailer-' || (n * ${step}) || '.test', ${FIRST_ID} + n * ${step},
      'bench-' || n, 'active', 'active', '2025-01-02T00:00:00.000Z'
    FROM seq WHERE n * ${step} <= ${detailers}`
}

export function largeDbStatements(scale: Scale): string[] {
  const { detailers, areasPerDetailer, reviews, serviceDetailers } = scale
  const seq = (n: number) =>
    `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${n})`
  return [
    `DROP TABLE IF EXISTS bench_cities`,
    `CREATE TABLE bench_cities AS
       SELECT row_number() OVER (ORDER BY state, city_key) - 1 AS i, state, city_key,
              min(city) AS city, min(zip) AS zip
       FROM us_zip_codes WHERE state NOT IN ('PR', 'VI', 'GU', 'AS', 'MP', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP')
       GROUP BY state, city_key`,
    `CREATE UNIQUE INDEX bench_cities_i ON bench_cities (i)`,
    `${seq(detailers)}
     INSERT INTO affiliates (id, slug, status, business_name, owner, first_name, last_name, email,
       phone, business_phone, base_city, base_state, base_zip, categories, has_insurance,
       accept_terms, consent_notifications, application_date, reviewed_at, live_at)
     SELECT ${FIRST_ID} + n, 'detailer-' || n, 'approved', 'Detailer ' || n || ' Mobile Detailing',
       'Owner ' || n, 'Owner', 'Number ' || n, 'detailer' || n || '@bench.test', '4805550199',
       '4805550199', c.city, c.state, c.zip, '["interior","exterior"]', 1, 1, 1,
       '2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z', '2025-01-03T00:00:00.000Z'
     FROM seq JOIN bench_cities c
       ON c.i = (n * 7919) % (SELECT count(*) FROM bench_cities)`,
    // Area k of detailer n walks the city list with a large stride: k = 0 is its base (primary).
    `${seq(detailers * areasPerDetailer)}
     INSERT OR IGNORE INTO service_areas (affiliate_id, city, city_key, state, zip, is_primary,
       minimum_cents, multiplier)
     SELECT ${FIRST_ID} + 1 + (n - 1) / ${areasPerDetailer}, c.city, c.city_key, c.state, c.zip,
       (n - 1) % ${areasPerDetailer} = 0, 5000, 1
     FROM seq JOIN bench_cities c
       ON c.i = ((1 + (n - 1) / ${areasPerDetailer}) * 7919 + ((n - 1) % ${areasPerDetailer}) * 104729)
                % (SELECT count(*) FROM bench_cities)`,
    // Two vehicles × three categories per business, three tiers each.
    `${seq(serviceDetailers * 6)}
     INSERT INTO services (affiliate_id, vehicle_id, service_category_id, name, description,
       base_price_cents, sort_order)
     SELECT ${FIRST_ID} + 1 + (n - 1) / 6, 1 + ((n - 1) % 6) / 3, 1 + (n - 1) % 3,
       'Service ' || n, 'A thorough detail, done at your place.', 9900, (n - 1) % 6
     FROM seq`,
    `INSERT INTO service_tiers (service_id, name, price_cents, duration_minutes, features, enabled,
       popular, sort_order)
     SELECT s.id, t.name, s.base_price_cents + t.step * 5000, 60 + t.step * 60,
       '["Hand wash","Interior vacuum"]', 1, t.step = 1, t.step
     FROM services s
     JOIN (SELECT 0 AS step, 'Basic' AS name UNION ALL SELECT 1, 'Standard' UNION ALL SELECT 2, 'Premium') t
     WHERE s.affiliate_id > ${FIRST_ID}`,
    // One in twenty reviews is the platform's own; the rest skew to low ids (u³), so the first
    // businesses hold thousands while most hold a handful.
    `${seq(reviews)}
     INSERT INTO reviews (type, affiliate_id, status, reviewer_name, rating, title, content,
       service_category, review_source, is_verified, is_featured, helpful_votes, total_votes,
       service_date, published_at, created_at)
     SELECT CASE WHEN n % 20 = 0 THEN 'mdh' ELSE 'affiliate' END,
       CASE WHEN n % 20 = 0 THEN NULL
            ELSE ${FIRST_ID} + 1 + CAST(u * u * u * ${detailers} AS INTEGER) END,
       CASE WHEN n % 50 = 7 THEN 'pending' ELSE 'approved' END,
       'Customer ' || n, 3 + abs(random() % 3), 'Great service',
       'They arrived on time and the car looks new. Would book again.',
       'interior', 'website', 0, n % 97 = 0, n % 7, n % 11,
       date('2025-06-01', '-' || (n % 900) || ' days'),
       strftime('%Y-%m-%dT%H:%M:%fZ', '2025-06-01', '-' || (n % 900) || ' days', '-' || (n % 86400) || ' seconds'),
       strftime('%Y-%m-%dT%H:%M:%fZ', '2025-06-01', '-' || (n % 900) || ' days')
     FROM (SELECT n, ${UNIFORM} AS u FROM seq)`,
    `DROP TABLE bench_cities`,
    ownDomainsSql(scale),
    // jps (the demo's id 1) with 2,000 appointments: its live times against an empty calendar.
    appointmentsSql(1, 2_000),
  ]
}

/** One detailer's own volume (issue 25): what a busy business's dashboard must stay flat with. */
export interface DetailerScale {
  bookingRequests: number
  customers: number
  /** Of the booking requests, how many are appointments (confirmed ahead, completed behind). */
  appointments: number
  quotes: number
  reviews: number
}

export const LARGE_DETAILER: DetailerScale = {
  bookingRequests: 5_000,
  customers: 3_000,
  appointments: 2_000,
  quotes: 1_000,
  reviews: 20_000,
}

/** The demo detailer grown to `scale`, so its owner (jps@demo.test) signs in as on the demo. */
export const LARGE_DETAILER_SLUG = 'jps'

/**
 * SQL that gives the business `slug` the requests, customers, appointments, quotes and reviews of
 * `scale`. Appointments are four hours apart (two-hour jobs), centred on today, so the schedule's
 * week and the overview's day hold some and the database's no-overlap check accepts them all.
 */
export function largeDetailerStatements(slug: string, scale: DetailerScale): string[] {
  const { bookingRequests, customers, appointments, quotes, reviews } = scale
  const seq = (n: number) =>
    `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${n})`
  const id = `(SELECT id FROM affiliates WHERE slug = '${slug}')`
  const iso = (expr: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${expr})`
  const half = Math.floor(appointments / 2) * 4
  const start = `'now', 'start of day', '+15 hours', '-${half} hours', '+' || (n * 4) || ' hours'`
  return [
    // The business's own calendar replaces the live-times one of appointmentsSql (its times would
    // overlap these, which the database refuses).
    `DELETE FROM booking_requests WHERE affiliate_id = ${id} AND reference GLOB 'BENCH-[0-9]*'`,
    `${seq(bookingRequests)}
     INSERT INTO booking_requests (reference, affiliate_id, vehicle_type, category_name,
       service_name, tier_name, estimate_cents, duration_minutes, customer_name, customer_phone,
       customer_email, address_line, city, state, zip, preferred_date, time_window, status,
       source, start_at, end_at, created_at)
     SELECT 'BENCH-${slug}-' || n, ${id}, 'car', 'Interior', 'Full Detail', 'Standard',
       15000 + (n % 5) * 2500, 120, 'Customer ' || (n % ${customers}), '4805550' || printf('%03d', n % 1000),
       'customer' || (n % ${customers}) || '@bench.test', (100 + n) || ' Main St', 'Phoenix', 'AZ',
       '85004',
       CASE WHEN n <= ${appointments} THEN date(${start}) ELSE date('now', '+' || (n % 60) || ' days') END,
       'morning',
       CASE WHEN n > ${appointments} THEN
              CASE n % 3 WHEN 0 THEN 'pending' WHEN 1 THEN 'declined' ELSE 'cancelled' END
            WHEN datetime(${start}) < datetime('now') THEN 'completed' ELSE 'confirmed' END,
       CASE WHEN n % 10 = 0 THEN 'phone' ELSE 'web' END,
       CASE WHEN n <= ${appointments} THEN ${iso(start)} END,
       CASE WHEN n <= ${appointments} THEN ${iso(`${start}, '+2 hours'`)} END,
       ${iso(`'now', '-' || (${bookingRequests} - n) || ' hours'`)}
     FROM seq`,
    `${seq(quotes)}
     INSERT INTO quote_requests (affiliate_id, name, email, phone, vehicle, services,
       additional_info, status, created_at)
     SELECT ${id}, 'Customer ' || (n * 3 % ${customers}),
       'customer' || (n * 3 % ${customers}) || '@bench.test', '4805550123', 'SUV',
       '["Ceramic coating"]', 'Gate code 1234',
       CASE n % 5 WHEN 0 THEN 'new' WHEN 1 THEN 'contacted' WHEN 2 THEN 'won' WHEN 3 THEN 'lost' ELSE 'closed' END,
       ${iso(`'now', '-' || ((${quotes} - n) * 7) || ' hours'`)}
     FROM seq`,
    `${seq(reviews)}
     INSERT INTO reviews (type, affiliate_id, status, reviewer_name, rating, title, content,
       service_category, review_source, is_verified, is_featured, helpful_votes, total_votes,
       service_date, published_at, created_at)
     SELECT 'affiliate', ${id}, CASE WHEN n % 50 = 7 THEN 'pending' ELSE 'approved' END,
       'Customer ' || n, 3 + abs(random() % 3), 'Great service',
       'They arrived on time and the car looks new. Would book again.', 'interior', 'website',
       0, n % 997 = 0, n % 7, n % 11, date('now', '-' || (n % 900) || ' days'),
       ${iso(`'now', '-' || (n % 900) || ' days', '-' || (n % 86400) || ' seconds'`)},
       ${iso(`'now', '-' || (n % 900) || ' days'`)}
     FROM seq`,
  ]
}
