import { and, asc, desc, eq } from 'drizzle-orm'
import { type ProfileInput } from '~/lib/profile-schema'
import { stateName } from '~/lib/us-states'
import { type Db, schema } from './db.server'
import { invalidatePublic } from './cache.server'

const { affiliates, serviceAreas } = schema

type AffiliateRow = typeof affiliates.$inferSelect
type AreaRow = typeof serviceAreas.$inferSelect

/** Service areas as the API shows them (spec §3): primary first, then by state and city. */
export function serializeArea(area: AreaRow) {
  return {
    id: area.id,
    city: area.city,
    state: area.state,
    zip: area.zip,
    primary: area.isPrimary,
    minimum: area.minimumCents / 100,
    multiplier: area.multiplier,
  }
}

export function areasQuery(db: Db, affiliateId: number) {
  return db
    .select()
    .from(serviceAreas)
    .where(eq(serviceAreas.affiliateId, affiliateId))
    .orderBy(desc(serviceAreas.isPrimary), asc(serviceAreas.state), asc(serviceAreas.cityKey))
}

/** An approved affiliate and its service areas, read in one D1 round trip. */
export async function findAffiliateDetail(db: Db, slug: string) {
  const [rows, areas] = await db.batch([
    db
      .select()
      .from(affiliates)
      .where(and(eq(affiliates.slug, slug), eq(affiliates.status, 'approved')))
      .limit(1),
    db
      .select({ area: serviceAreas })
      .from(serviceAreas)
      .innerJoin(affiliates, eq(affiliates.id, serviceAreas.affiliateId))
      .where(and(eq(affiliates.slug, slug), eq(affiliates.status, 'approved')))
      .orderBy(desc(serviceAreas.isPrimary), asc(serviceAreas.state), asc(serviceAreas.cityKey)),
  ])
  const affiliate = rows[0]
  return affiliate ? { affiliate, areas: areas.map((r) => r.area) } : null
}

function ownerParts(a: AffiliateRow) {
  // Spec §3: owner is the full name, split into first and last when those are missing.
  const [first = '', ...rest] = a.owner.trim().split(/\s+/)
  return { first_name: a.firstName ?? first, last_name: a.lastName ?? (rest.join(' ') || null) }
}

/**
 * The §3 affiliate object. Everyone sees the business's public face; the owner and admins also
 * see personal contact details and the account's application data.
 */
export function serializeAffiliate(a: AffiliateRow, areas: AreaRow[], includePrivate: boolean) {
  const primary = areas.find((area) => area.isPrimary) ?? areas[0]
  const base = primary ?? { city: a.baseCity, state: a.baseState, zip: a.baseZip }
  const publicFields = {
    id: a.id,
    slug: a.slug,
    business_name: a.businessName,
    phone: a.businessPhone ?? a.phone,
    email: a.businessEmail ?? a.email,
    business_phone: a.businessPhone,
    business_email: a.businessEmail,
    business_start_date: a.businessStartDate,
    website_url: a.websiteUrl,
    gbp_url: a.gbpUrl,
    facebook_url: a.facebookUrl,
    youtube_url: a.youtubeUrl,
    tiktok_url: a.tiktokUrl,
    instagram_url: a.instagramUrl,
    logo_url: a.logoUrl,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
    service_areas: areas.map(serializeArea),
    base_location: {
      city: base.city,
      state: base.state,
      state_name: stateName(base.state),
      zip: base.zip,
    },
  }
  if (!includePrivate) return publicFields
  return {
    ...publicFields,
    owner: a.owner,
    ...ownerParts(a),
    personal_phone: a.personalPhone,
    personal_email: a.personalEmail,
    twilio_phone: a.twilioPhone,
    account_email: a.email,
    account_phone: a.phone,
    status: a.status,
    categories: a.categories,
    has_insurance: a.hasInsurance,
    application_date: a.applicationDate,
  }
}

/**
 * Writes only the fields that were sent, in one UPDATE of just those columns, so concurrent
 * autosaves of different fields never overwrite each other. Returns false when nothing was sent.
 */
export async function updateProfile(
  db: Db,
  affiliateId: number,
  input: ProfileInput,
): Promise<boolean> {
  // drizzle leaves undefined keys out of the SET clause.
  const changes = {
    firstName: input.first_name,
    lastName: input.last_name,
    businessName: input.business_name,
    personalPhone: input.personal_phone,
    businessPhone: input.business_phone,
    twilioPhone: input.twilio_phone,
    personalEmail: input.personal_email,
    businessEmail: input.business_email,
    businessStartDate: input.business_start_date,
    websiteUrl: input.website_url,
    gbpUrl: input.gbp_url,
    facebookUrl: input.facebook_url,
    youtubeUrl: input.youtube_url,
    tiktokUrl: input.tiktok_url,
    instagramUrl: input.instagram_url,
  }
  if (Object.values(changes).every((v) => v === undefined)) return false
  await db
    .update(affiliates)
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where(eq(affiliates.id, affiliateId))
  await invalidatePublic(db, { affiliateId })
  return true
}

export async function approvedAffiliateExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.id, id), eq(affiliates.status, 'approved')))
    .limit(1)
  return rows.length > 0
}
