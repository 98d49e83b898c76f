import { sql } from 'drizzle-orm'
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { BrandFaq, DnsRecord, GalleryPhoto } from '../app/lib/brand/types'

// Times are UTC ISO-8601 strings, money is integer cents, durations are minutes.
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
const createdAt = () => text('created_at').notNull().default(now)
const updatedAt = () => text('updated_at').notNull().default(now)
const bool = (name: string) => integer(name, { mode: 'boolean' })

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin', 'affiliate'] }),
    // Older accounts carried only this flag; role derivation falls back to it (spec §3).
    isAdmin: bool('is_admin').notNull().default(false),
    affiliateId: integer('affiliate_id'),
    disabled: bool('disabled').notNull().default(false),
    // Bumped on logout/password change; access tokens carry it, so old ones stop working.
    tokenVersion: integer('token_version').notNull().default(0),
    // When the account proved it owns its email (a link sent there was used); decision 023.
    emailVerifiedAt: text('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_affiliate_idx').on(t.affiliateId),
    // The admin's users list pages newest first (spec §2); id breaks ties.
    index('users_created_idx').on(t.createdAt, t.id),
  ],
)

export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    expiresAt: text('expires_at').notNull(),
    rotatedAt: text('rotated_at'),
    revokedAt: text('revoked_at'),
    createdAt: createdAt(),
    // The sign-in (sessions.id) this token family belongs to; access tokens carry it as `sid`.
    sessionId: text('session_id'),
    // The token that replaced this one, encrypted with a key derived from this token: lets a
    // second tab presenting the same token within the grace window get the same successor.
    successorSealed: text('successor_sealed'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
)

export const affiliates = sqliteTable(
  'affiliates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Null until an admin approves the application and assigns one.
    slug: text('slug'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    businessName: text('business_name').notNull(),
    owner: text('owner').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    personalPhone: text('personal_phone'),
    personalEmail: text('personal_email'),
    businessEmail: text('business_email'),
    businessPhone: text('business_phone'),
    twilioPhone: text('twilio_phone'),
    businessStartDate: text('business_start_date'),
    websiteUrl: text('website_url'),
    gbpUrl: text('gbp_url'),
    facebookUrl: text('facebook_url'),
    youtubeUrl: text('youtube_url'),
    tiktokUrl: text('tiktok_url'),
    instagramUrl: text('instagram_url'),
    logoUrl: text('logo_url'),
    // When the detailer pressed Go live after the setup checklist (issue 40); null = not public yet.
    liveAt: text('live_at'),
    // Application payload (spec §3).
    baseCity: text('base_city').notNull(),
    baseState: text('base_state').notNull(),
    baseZip: text('base_zip'),
    categories: text('categories', { mode: 'json' }).$type<string[]>().notNull().default([]),
    hasInsurance: bool('has_insurance').notNull().default(false),
    acceptTerms: bool('accept_terms').notNull().default(false),
    consentNotifications: bool('consent_notifications').notNull().default(false),
    source: text('source'),
    notes: text('notes'),
    applicationDate: text('application_date').notNull().default(now),
    reviewedAt: text('reviewed_at'),
    reviewedBy: integer('reviewed_by'),
    rejectionReason: text('rejection_reason'),
    adminNotes: text('admin_notes'),
    ownerUserId: integer('owner_user_id'),
    // IANA zone the dashboard shows times in; null means derive it from the primary area's state.
    timeZone: text('time_zone'),
    dailyGoalCents: integer('daily_goal_cents'),
    // Last time the owner opened the dashboard: what is newer counts as a notification.
    dashboardSeenAt: text('dashboard_seen_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('affiliates_slug_unique').on(t.slug),
    index('affiliates_status_idx').on(t.status),
    index('affiliates_email_idx').on(t.email),
    index('affiliates_owner_idx').on(t.ownerUserId),
  ],
)

export const serviceAreas = sqliteTable(
  'service_areas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    // Lower-cased city, so lookups compare case-insensitively through an index.
    cityKey: text('city_key').notNull(),
    state: text('state').notNull(),
    zip: text('zip'),
    isPrimary: bool('is_primary').notNull().default(false),
    minimumCents: integer('minimum_cents').notNull().default(0),
    multiplier: real('multiplier').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('service_areas_affiliate_city_state_unique').on(t.affiliateId, t.state, t.cityKey),
    index('service_areas_state_city_idx').on(t.state, t.cityKey),
    index('service_areas_zip_idx').on(t.zip),
  ],
)

/**
 * A self-serve hostname not yet live (and not gone, and not a claim another business beat). Written
 * with literals and bare column names: the partial index below holds rows matching exactly this
 * text, and SQLite uses it only for a query whose WHERE repeats it (not with bound values).
 */
export const UNSETTLED_HOSTNAME = sql.raw(
  "(hostname_status <> 'active' or ssl_status <> 'active') and hostname_status not in ('deleted', 'lost')",
)

/**
 * The statuses of a claim that does not own its hostname (issue 37): 'claimed' while its
 * ownership record is not found, 'lost' once another business's claim proved ownership first.
 * Every other status (the provider's, or 'active' for a hostname set up by hand) is the owner's.
 */
export const OWNING_HOSTNAME = sql.raw("hostname_status not in ('claimed', 'lost')")

export const customHostnames = sqliteTable(
  'custom_hostnames',
  {
    // Several businesses may claim one hostname at once (issue 37): a claim is a row of its own.
    id: integer('id').primaryKey({ autoIncrement: true }),
    hostname: text('hostname').notNull(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // Self-serve domains (migration 0022): the provider's id and both statuses it reports.
    providerId: text('provider_id'),
    hostnameStatus: text('hostname_status').notNull().default('active'),
    sslStatus: text('ssl_status').notNull().default('active'),
    dnsRecords: text('dns_records', { mode: 'json' }).$type<DnsRecord[]>().notNull().default([]),
    checkedAt: text('checked_at'),
    // The claim's own random token, published by the business as TXT _mdh-challenge.{hostname};
    // null for a hostname set up by hand (and for those registered before claims had one).
    challengeToken: text('challenge_token'),
  },
  (t) => [
    // One claim per business and hostname; also the lookup by hostname (serving a request).
    uniqueIndex('custom_hostnames_hostname_affiliate_unique').on(t.hostname, t.affiliateId),
    // The owner: at most one claim per hostname past the claim stage. The database decides a race
    // between two claims proving ownership at the same moment.
    uniqueIndex('custom_hostnames_owner_unique').on(t.hostname).where(OWNING_HOSTNAME),
    // Led by the business: its served hostname (both statuses active, the lowest name first) is
    // read from this index alone, so a business's lookup reads its own rows however many other
    // businesses serve their own domains (migration 0024, issue 43).
    index('custom_hostnames_affiliate_idx').on(
      t.affiliateId,
      t.hostnameStatus,
      t.sslStatus,
      t.hostname,
    ),
    // Only the hostnames the Cron Trigger still checks, oldest check first.
    index('custom_hostnames_unsettled_idx').on(t.checkedAt).where(UNSETTLED_HOSTNAME),
  ],
)

/** The detailer's own look and words (dashboard Website tab). */
export const affiliateBrands = sqliteTable('affiliate_brands', {
  affiliateId: integer('affiliate_id')
    .primaryKey()
    .references(() => affiliates.id, { onDelete: 'cascade' }),
  brandColor: text('brand_color'),
  about: text('about'),
  faqs: text('faqs', { mode: 'json' }).$type<BrandFaq[]>().notNull().default([]),
  gallery: text('gallery', { mode: 'json' }).$type<GalleryPhoto[]>().notNull().default([]),
  updatedAt: updatedAt(),
})

export const vehicles = sqliteTable('vehicles', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
})

export const serviceCategories = sqliteTable('service_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
})

export const services = sqliteTable(
  'services',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    categoryId: integer('service_category_id')
      .notNull()
      .references(() => serviceCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    basePriceCents: integer('base_price_cents').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_affiliate_vehicle_category_idx').on(t.affiliateId, t.vehicleId, t.categoryId),
    // The platform booking page's first services per vehicle and category, in order.
    index('services_vehicle_category_order_idx').on(
      t.vehicleId,
      t.categoryId,
      t.affiliateId,
      t.sortOrder,
    ),
  ],
)

export const serviceTiers = sqliteTable(
  'service_tiers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    features: text('features', { mode: 'json' }).$type<string[]>().notNull().default([]),
    enabled: bool('enabled').notNull().default(true),
    popular: bool('popular').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('service_tiers_service_idx').on(t.serviceId, t.sortOrder)],
)

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type', { enum: ['mdh', 'affiliate'] }).notNull(),
    affiliateId: integer('affiliate_id').references(() => affiliates.id, { onDelete: 'cascade' }),
    // 'hidden': an admin took an approved review off the public pages (it can be restored).
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'hidden'] })
      .notNull()
      .default('approved'),
    reviewerName: text('reviewer_name').notNull(),
    reviewerAvatarUrl: text('reviewer_avatar_url'),
    reviewerUrl: text('reviewer_url'),
    rating: integer('rating').notNull(),
    title: text('title'),
    content: text('content').notNull(),
    serviceCategory: text('service_category'),
    reviewSource: text('review_source').notNull().default('website'),
    isVerified: bool('is_verified').notNull().default(false),
    isFeatured: bool('is_featured').notNull().default(false),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    totalVotes: integer('total_votes').notNull().default(0),
    serviceDate: text('service_date'),
    publishedAt: text('published_at').notNull().default(now),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // A verified review's completed job (one review per job, migration 0021).
    bookingId: integer('booking_id').references(() => bookingRequests.id, {
      onDelete: 'set null',
    }),
    reply: text('reply'),
    replyAt: text('reply_at'),
    photos: text('photos', { mode: 'json' }).$type<string[]>().notNull().default([]),
    holdReason: text('hold_reason'),
  },
  (t) => [
    uniqueIndex('reviews_booking_unique')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
    index('reviews_affiliate_created_idx').on(t.affiliateId, t.createdAt),
    index('reviews_type_status_idx').on(t.type, t.status, t.isFeatured, t.rating, t.publishedAt),
    // One business's approved reviews by publication: the overview's latest five (read backwards)
    // and the ratings per month, without reading the table (migration 0023).
    index('reviews_affiliate_published_idx').on(t.affiliateId, t.status, t.publishedAt, t.rating),
    // One business's public list, in the list's own order (read backwards): no sort step.
    index('reviews_affiliate_sort_idx').on(
      t.affiliateId,
      t.type,
      t.status,
      t.isFeatured,
      t.rating,
      t.publishedAt,
    ),
    // The list across every type, same order.
    index('reviews_status_sort_idx').on(t.status, t.isFeatured, t.rating, t.publishedAt),
    // The admin's moderation list, newest first.
    index('reviews_created_idx').on(t.createdAt, t.id),
  ],
)

export const reviewVotes = sqliteTable(
  'review_votes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    // User id, or a keyed hash of the client address for anonymous voters; never the raw address.
    voterKey: text('voter_key').notNull(),
    voteType: text('vote_type', { enum: ['helpful', 'not_helpful'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_votes_review_voter_unique').on(t.reviewId, t.voterKey)],
)

/** A review link's job once the link has been used (it never works again). */
export const reviewInvites = sqliteTable('review_invites', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookingRequests.id, { onDelete: 'cascade' }),
  usedAt: text('used_at').notNull(),
})

/** A detailer's report of one of its reviews to the admin, open until the admin acts. */
export const reviewReports = sqliteTable(
  'review_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    resolvedAt: text('resolved_at'),
  },
  (t) => [
    uniqueIndex('review_reports_open_unique')
      .on(t.reviewId)
      .where(sql`${t.resolvedAt} is null`),
  ],
)

export const quoteRequests = sqliteTable(
  'quote_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Null means the request went to the platform rather than one detailer.
    affiliateId: integer('affiliate_id').references(() => affiliates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    vehicle: text('vehicle'),
    services: text('services', { mode: 'json' }).$type<string[]>().notNull().default([]),
    additionalInfo: text('additional_info'),
    // Where the work is: our own form asks for it; API callers (the original client) may leave it out.
    zip: text('zip'),
    status: text('status', { enum: ['new', 'contacted', 'won', 'lost', 'closed'] })
      .notNull()
      .default('new'),
    // The detailer's own note; never shown to the customer.
    privateNote: text('private_note'),
    // The customer's account: who was signed in, or a verified owner of the email (decision 023).
    customerUserId: integer('customer_user_id'),
    createdAt: createdAt(),
    // Nullable: SQLite cannot add a column with a computed default to an existing table.
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('quote_requests_customer_idx').on(t.customerUserId, t.createdAt),
    index('quote_requests_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('quote_requests_affiliate_status_idx').on(t.affiliateId, t.status, t.createdAt),
    // By email, then business: My bookings' claims by email, and one customer's quotes at one
    // business (the Customers tab's history and the customers triggers, migration 0023).
    index('quote_requests_email_idx').on(t.email, t.affiliateId, t.createdAt),
  ],
)

/** An add-on booked with a package, as the customer saw it. */
export interface BookedAddon {
  serviceId: number
  tierId: number
  serviceName: string
  tierName: string
  priceCents: number
  durationMinutes: number
}

export const bookingRequests = sqliteTable(
  'booking_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reference: text('reference').notNull(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    tierId: integer('tier_id').references(() => serviceTiers.id, { onDelete: 'set null' }),
    // Copies of what the customer saw, so the request stays readable if the service changes.
    vehicleType: text('vehicle_type').notNull(),
    categoryName: text('category_name').notNull(),
    serviceName: text('service_name').notNull(),
    tierName: text('tier_name').notNull(),
    estimateCents: integer('estimate_cents').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip'),
    preferredDate: text('preferred_date').notNull(),
    timeWindow: text('time_window').notNull(),
    notes: text('notes'),
    // Add-ons booked with the package; estimate_cents and duration_minutes include them.
    addons: text('addons', { mode: 'json' }).$type<BookedAddon[]>().notNull().default([]),
    status: text('status', {
      enum: ['pending', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show'],
    })
      .notNull()
      .default('pending'),
    // 'web' came through the booking form; 'phone' was entered by the detailer.
    source: text('source', { enum: ['web', 'phone'] })
      .notNull()
      .default('web'),
    // The confirmed appointment, UTC; end = start + duration_minutes.
    startAt: text('start_at'),
    endAt: text('end_at'),
    // Set only by the dashboard's "Confirm anyway": the database refuses any other confirmed
    // row that overlaps one of this business (migration 0013, decision 018).
    overlapAllowed: integer('overlap_allowed', { mode: 'boolean' }).notNull().default(false),
    declineReason: text('decline_reason'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: ['customer', 'detailer'] }),
    statusChangedAt: text('status_changed_at'),
    // The customer's account: who was signed in, or a verified owner of the email (decision 023).
    customerUserId: integer('customer_user_id'),
    // A pending request that chose a live slot holds start_at/end_at until then (migration 0020).
    holdUntil: text('hold_until'),
    // When and how the requester proved who they are (migration 0026): only a proved request
    // holds its time or auto-confirms. Null: the email is not confirmed yet.
    provedAt: text('proved_at'),
    proof: text('proof', { enum: ['email', 'deposit', 'account', 'detailer', 'earlier'] }),
    // The requester's client address, grouped (IPv6 by /64) and hashed, for the live-request cap.
    clientGroup: text('client_group'),
    icsSequence: integer('ics_sequence').notNull().default(0),
    remindedDayBeforeAt: text('reminded_day_before_at'),
    remindedMorningAt: text('reminded_morning_at'),
    // The customer agreed at booking that the job's before/after photos may go in the gallery.
    galleryConsent: integer('gallery_consent', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    // Nullable: SQLite cannot add a column with a computed default to an existing table.
    updatedAt: text('updated_at'),
  },
  (t) => [
    uniqueIndex('booking_requests_reference_unique').on(t.reference),
    index('booking_requests_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('booking_requests_affiliate_status_idx').on(t.affiliateId, t.status, t.createdAt),
    index('booking_requests_affiliate_start_idx').on(t.affiliateId, t.startAt),
    // As quote_requests_email_idx: the email alone, or one customer at one business, newest last.
    index('booking_requests_email_idx').on(t.customerEmail, t.affiliateId, t.createdAt),
    // Live (pending) requests per email, phone and client, for the caps (migration 0026).
    index('booking_requests_live_email_idx')
      .on(t.customerEmail, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('booking_requests_live_phone_idx')
      .on(t.customerPhone, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('booking_requests_live_client_idx')
      .on(t.clientGroup, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // My bookings, in order of when they happen (migration 0018).
    index('booking_requests_customer_when_idx').on(
      t.customerUserId,
      sql`coalesce(${t.startAt}, ${t.preferredDate})`,
      t.id,
    ),
  ],
)

export const platformConfig = sqliteTable('platform_config', {
  // A single row (id 1) holds the marketplace's own settings.
  id: integer('id').primaryKey(),
  email: text('email'),
  phone: text('phone'),
  logoUrl: text('logo_url'),
  faviconUrl: text('favicon_url'),
  headerDisplay: text('header_display'),
  tagline: text('tagline'),
  servicesDescription: text('services_description'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  tiktok: text('tiktok'),
  youtube: text('youtube'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Hash of normalised email + client address.
    attemptKey: text('attempt_key').notNull(),
    attemptedAt: text('attempted_at').notNull().default(now),
  },
  (t) => [index('login_attempts_key_time_idx').on(t.attemptKey, t.attemptedAt)],
)

export const uploads = sqliteTable(
  'uploads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Server-made R2 object key; never derived from the client's file name.
    r2Key: text('r2_key').notNull(),
    kind: text('kind', { enum: ['application', 'avatar', 'logo', 'gallery', 'review'] }).notNull(),
    affiliateId: integer('affiliate_id').references(() => affiliates.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    originalName: text('original_name'),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_key_unique').on(t.r2Key),
    index('uploads_affiliate_idx').on(t.affiliateId),
    index('uploads_review_idx').on(t.reviewId),
  ],
)

export const passwordSetupTokens = sqliteTable(
  'password_setup_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_setup_tokens_hash_unique').on(t.tokenHash),
    index('password_setup_tokens_user_idx').on(t.userId),
  ],
)

export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // What to render at send time (see app/server/email/outbox.server.ts): no secrets stored.
    template: text('template'),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // Null means due now (SQLite cannot add a column with a computed default).
    nextAttemptAt: text('next_attempt_at'),
    claimedAt: text('claimed_at'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_unsent_idx').on(t.sentAt, t.createdAt),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The per-recipient cap (migration 0026).
    index('email_outbox_recipient_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
)

/** Time a detailer marked unavailable (schedule tab); the booking form skips fully blocked windows. */
/** A detailer's working hours and booking rules (issue 26, decision 027). */
export const workingHours = sqliteTable('working_hours', {
  affiliateId: integer('affiliate_id')
    .primaryKey()
    .references(() => affiliates.id, { onDelete: 'cascade' }),
  week: text('week').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull().default(15),
  travelMinutes: integer('travel_minutes').notNull().default(30),
  horizonDays: integer('horizon_days').notNull().default(60),
  noticeHours: integer('notice_hours').notNull().default(12),
  maxConcurrent: integer('max_concurrent').notNull().default(1),
  autoConfirm: bool('auto_confirm').notNull().default(false),
  updatedAt: text('updated_at'),
})

export const scheduleBlocks = sqliteTable(
  'schedule_blocks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    startAt: text('start_at').notNull(),
    endAt: text('end_at').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('schedule_blocks_affiliate_start_idx').on(t.affiliateId, t.startAt)],
)

/**
 * One row per sign-in. The cookie holds a random 256-bit token; `id` is its SHA-256, so the table
 * alone cannot be replayed. Revoked on logout; dead after inactivity or the absolute expiry.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: text('last_seen_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** Access tokens revoked before they expire (logout); rows can be dropped once expired. */
export const revokedAccessTokens = sqliteTable(
  'revoked_access_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('revoked_access_tokens_expiry_idx').on(t.expiresAt)],
)

/**
 * US ZIP codes with their city and state (from the `zipcodes` dataset, loaded by migration):
 * resolves a ZIP to a city for the location lookup and offers offline place suggestions.
 */
export const usZipCodes = sqliteTable(
  'us_zip_codes',
  {
    zip: text('zip').primaryKey(),
    city: text('city').notNull(),
    cityKey: text('city_key').notNull(),
    state: text('state').notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
  },
  (t) => [
    index('us_zip_codes_city_idx').on(t.cityKey, t.state),
    index('us_zip_codes_state_city_idx').on(t.state, t.cityKey),
  ],
)

export * from './schema-aggregates'
export * from './schema-invoices'
export * from './schema-jobs'
export * from './schema-payments'
export * from './schema-waitlist'
/**
 * Every admin action (approve, reject, delete, invite, review moderation and seeding, SQL
 * queries): who did what to which record, when. Written in the same batch as the action.
 */
export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminUserId: integer('admin_user_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt, t.id)],
)
export * from './schema-weather'
