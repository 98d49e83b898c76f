import { findAffiliateDetail } from '../affiliates.server'
import { type Db } from '../db.server'
import { type Tenant } from '../tenant.server'

export const PROFILE_NOT_FOUND =
  'Profile not found. Please contact support to set up your affiliate profile.'

/** The profile tab: the business's editable fields and its generated website address. */
export async function loadProfileTab(db: Db, tenant: Tenant, origin: string) {
  const found = await findAffiliateDetail(db, tenant.slug)
  if (!found) return { kind: 'profile-error' as const, message: PROFILE_NOT_FOUND }
  const a = found.affiliate
  // Spec §3: the owner's full name is split into first and last when those are missing.
  const [first = '', ...rest] = a.owner.trim().split(/\s+/)
  // Businesses approved before approval copied the application's contact details have them
  // blank; show what the application gave (and the public site shows) until the owner saves.
  const phone = a.phone ?? ''
  return {
    kind: 'profile' as const,
    values: {
      first_name: a.firstName ?? first,
      last_name: a.lastName ?? rest.join(' '),
      personal_phone: a.personalPhone ?? phone,
      personal_email: a.personalEmail ?? a.email,
      business_name: a.businessName,
      business_email: a.businessEmail ?? a.email,
      business_start_date: a.businessStartDate ?? '',
      business_phone: a.businessPhone ?? phone,
      twilio_phone: a.twilioPhone ?? '',
      website_url: a.websiteUrl ?? '',
      gbp_url: a.gbpUrl ?? '',
      facebook_url: a.facebookUrl ?? '',
      youtube_url: a.youtubeUrl ?? '',
      tiktok_url: a.tiktokUrl ?? '',
      instagram_url: a.instagramUrl ?? '',
    },
    websiteUrl: tenant.customHostname
      ? `https://${tenant.customHostname}`
      : `${origin}/${tenant.slug}`,
  }
}

export type ProfileTabData = Awaited<ReturnType<typeof loadProfileTab>>
export type ProfileValues = Extract<ProfileTabData, { kind: 'profile' }>['values']
