import { type AreaLite } from './location/selected'
import { type SocialLink, socialLinks } from './social'
import { type Site } from './site'

/** State → city → slugs of the businesses serving it (spec §3 footer data). */
export type StateAreas = Record<string, Record<string, string[]>>

/** A state in the platform footer, with how many cities are served there. */
export interface FooterState {
  code: string
  cities: number
}

/** A served city and the business its footer link leads to. */
export interface FooterCity {
  city: string
  slug: string
}

/** The state whose cities the footer shows open (from `?areas=XX`, the no-JavaScript path). */
export interface OpenFooterState {
  code: string
  cities: FooterCity[]
}

/** What the header and footer need beyond the tenant itself (spec §2 header and footer). */
export type Chrome =
  | {
      kind: 'platform'
      name: string
      phone: string | null
      email: string | null
      logoUrl: string | null
      socials: SocialLink[]
      // States with counts; one state's cities load on demand (decision 015).
      states: FooterState[]
      openState: OpenFooterState | null
    }
  | { kind: 'affiliate'; areas: AreaLite[] }

export interface Identity {
  name: string
  phone: string | null
  email: string | null
  logoUrl: string | null
  socials: SocialLink[]
}

export const PLATFORM_NAME = 'Mobile Detail Hub'

/** Who the site presents: the affiliate's business, or the marketplace from its config. */
export function siteIdentity(site: Site, chrome: Chrome | null): Identity {
  if (site.mode === 'affiliate') {
    const t = site.tenant
    return {
      name: t.businessName,
      phone: t.phone,
      email: t.email,
      logoUrl: t.logoUrl,
      socials: socialLinks({
        facebook: t.facebookUrl,
        instagram: t.instagramUrl,
        tiktok: t.tiktokUrl,
        youtube: t.youtubeUrl,
      }),
    }
  }
  if (chrome?.kind === 'platform') return chrome
  return { name: PLATFORM_NAME, phone: null, email: null, logoUrl: null, socials: [] }
}
