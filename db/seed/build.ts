import { DEFAULT_WORKING_HOURS } from '../../app/lib/booking/working-hours'
import { hashPassword } from '../../app/server/auth/password.server'
import { USER_ID_FLOOR } from '../id-ranges'
import {
  DEMO_PASSWORD,
  demoAffiliates,
  demoPlatformConfig,
  demoReviews,
  demoUsers,
  type ReviewSeed,
} from './data'

type SqlValue = string | number | boolean | null | undefined

function lit(value: SqlValue): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') return String(value)
  return `'${value.replace(/'/g, "''")}'`
}

function insert(table: string, row: Record<string, SqlValue>): string {
  const columns = Object.keys(row)
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => lit(row[c])).join(', ')});`
}

// Where a demo review taken from Google, Yelp or Facebook can be read (decision 037: such a
// review always links to its original). The demo's businesses are fictional, so the link is that
// site's search for the business rather than an invented review address.
const ORIGIN_SEARCH: Partial<Record<ReviewSeed['source'], string>> = {
  google: 'https://www.google.com/maps/search/?api=1&query=',
  yelp: 'https://www.yelp.com/search?find_desc=',
  facebook: 'https://www.facebook.com/search/top?q=',
}

function originUrl(r: ReviewSeed): string | null {
  const base = ORIGIN_SEARCH[r.source]
  if (!base) return null
  const business = demoAffiliates.find((a) => a.slug === r.affiliate)?.businessName
  return base + encodeURIComponent(business ?? 'Mobile Detail Hub')
}

function daysAgoIso(days: number, now: Date): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString()
}

/** SQL statements that load the demo data into an empty, migrated database. */
export async function buildSeedStatements(pepper: string, now = new Date()): Promise<string[]> {
  const out: string[] = [insert('platform_config', { id: 1, ...snake(demoPlatformConfig) })]
  const affiliateIds = new Map<string, number>()
  let serviceId = 0
  let tierId = 0

  demoAffiliates.forEach((a, index) => {
    const id = index + 1
    if (a.slug) affiliateIds.set(a.slug, id)
    const [firstName, ...rest] = a.owner.split(' ')
    out.push(
      insert('affiliates', {
        id,
        slug: a.slug,
        status: a.status,
        // The demo's approved businesses are live already (issue 40's setup checklist is done).
        live_at: a.status === 'approved' ? now.toISOString() : null,
        business_name: a.businessName,
        owner: a.owner,
        first_name: firstName,
        last_name: rest.join(' ') || null,
        email: a.email,
        phone: a.phone,
        business_phone: a.businessPhone,
        business_email: a.businessEmail,
        twilio_phone: a.twilioPhone,
        business_start_date: a.businessStartDate,
        website_url: a.websiteUrl,
        gbp_url: a.gbpUrl,
        facebook_url: a.facebookUrl,
        instagram_url: a.instagramUrl,
        youtube_url: a.youtubeUrl,
        tiktok_url: a.tiktokUrl,
        base_city: a.base.city,
        base_state: a.base.state,
        base_zip: a.base.zip,
        categories: JSON.stringify(a.categories),
        has_insurance: a.hasInsurance,
        accept_terms: true,
        consent_notifications: true,
        source: a.source,
        notes: a.notes,
        application_date: a.applicationDate,
        reviewed_at: a.status === 'pending' ? null : a.applicationDate,
        created_at: a.applicationDate,
      }),
    )
    // Demo detailers open Monday to Saturday, 8:00 to 18:00, so their booking forms offer slots.
    if (a.status === 'approved') {
      out.push(
        insert('working_hours', {
          affiliate_id: id,
          week: JSON.stringify(DEFAULT_WORKING_HOURS.week),
        }),
      )
    }
    // jps takes deposits (25 %) through the local payment provider; abc is not connected.
    if (a.slug && DEMO_CONNECTED.includes(a.slug)) out.push(...connectedAccount(id, a.slug, a.email))
    for (const host of a.hostnames ?? []) {
      out.push(insert('custom_hostnames', { hostname: host, affiliate_id: id }))
    }
    for (const area of a.areas) {
      out.push(
        insert('service_areas', {
          affiliate_id: id,
          city: area.city,
          city_key: area.city.toLowerCase(),
          state: area.state,
          zip: area.zip,
          is_primary: area.primary ?? false,
          minimum_cents: Math.round((area.minimum ?? 0) * 100),
          multiplier: area.multiplier ?? 1,
        }),
      )
    }
    a.services.forEach((s, order) => {
      serviceId += 1
      out.push(
        insert('services', {
          id: serviceId,
          affiliate_id: id,
          vehicle_id: s.vehicle,
          service_category_id: s.category,
          name: s.name,
          description: s.description,
          base_price_cents: Math.round((s.tiers[0]?.price ?? 0) * 100),
          sort_order: order,
        }),
      )
      s.tiers.forEach((t, tierOrder) => {
        tierId += 1
        out.push(
          insert('service_tiers', {
            id: tierId,
            service_id: serviceId,
            name: t.name,
            price_cents: Math.round(t.price * 100),
            duration_minutes: t.duration,
            features: JSON.stringify(t.features),
            enabled: true,
            popular: t.popular ?? false,
            sort_order: tierOrder,
          }),
        )
      })
    })
  })

  // Accounts from their own range, as migration 0025 numbers new ones: no demo user id is a
  // business id.
  let userId = USER_ID_FLOOR
  for (const u of demoUsers) {
    userId += 1
    const affiliateId = u.affiliate ? affiliateIds.get(u.affiliate) : null
    out.push(
      insert('users', {
        id: userId,
        email: u.email,
        name: u.name,
        phone: u.phone,
        password_hash: await hashPassword(DEMO_PASSWORD, pepper),
        role: u.role,
        is_admin: u.role === 'admin',
        affiliate_id: affiliateId,
      }),
    )
    if (affiliateId)
      out.push(`UPDATE affiliates SET owner_user_id = ${userId} WHERE id = ${affiliateId};`)
  }

  for (const r of demoReviews) {
    const published = daysAgoIso(r.daysAgo, now)
    out.push(
      insert('reviews', {
        type: r.type,
        affiliate_id: r.affiliate ? affiliateIds.get(r.affiliate) : null,
        status: 'approved',
        reviewer_name: r.name,
        rating: r.rating,
        title: r.title,
        content: r.content,
        service_category: r.category,
        review_source: r.source,
        reviewer_url: originUrl(r),
        is_featured: r.featured ?? false,
        helpful_votes: r.helpful ?? 0,
        total_votes: r.total ?? 0,
        service_date: published.slice(0, 10),
        published_at: published,
        created_at: published,
      }),
    )
  }
  return out
}

const DEMO_CONNECTED = ['jps']

/** An active payout account at the local provider: its row and the provider's own object. */
function connectedAccount(affiliateId: number, slug: string, email: string): string[] {
  const accountId = `acct_local_demo${slug.replace(/\W/g, '')}`
  const account = {
    id: accountId,
    object: 'account',
    email,
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    requirements: { currently_due: [], past_due: [], disabled_reason: null },
    business_profile: { name: slug },
    metadata: { affiliate_id: String(affiliateId) },
  }
  return [
    insert('payment_accounts', {
      affiliate_id: affiliateId,
      provider: 'local',
      account_id: accountId,
      status: 'active',
      requirements: '[]',
      deposit_kind: 'percent',
      deposit_value: 25,
    }),
    insert('local_payment_objects', { id: accountId, type: 'account', data: JSON.stringify(account) }),
  ]
}

function snake(record: Record<string, SqlValue>): Record<string, SqlValue> {
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]),
  )
}
