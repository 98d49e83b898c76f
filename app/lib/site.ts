import { type TileSlug } from './offers'
/** The public face of an approved affiliate: what every page of its site needs. */
export interface Tenant {
  id: number
  slug: string
  businessName: string
  phone: string | null
  email: string | null
  logoUrl: string | null
  facebookUrl: string | null
  instagramUrl: string | null
  tiktokUrl: string | null
  youtubeUrl: string | null
  websiteUrl: string | null
  createdAt: string
  /** When it went live after its setup checklist; null shows "Opening soon" (issue 40). */
  liveAt: string | null
  /** The detailer's own domain, when it has one (used for canonical URLs). */
  customHostname: string | null
  /** The detailer's brand colour (#rrggbb, already checked for contrast), or null for ours. */
  brandColor: string | null
  /** The service tiles it offers, in display order (derived from its services). */
  offers: readonly TileSlug[]
}

/**
 * The two site modes of spec §1. basePath is '/{slug}' on the marketplace's host and '' on the
 * affiliate's own hostname, so links rendered there never carry the slug prefix.
 */
export type Site = { mode: 'platform' } | { mode: 'affiliate'; tenant: Tenant; basePath: string }

/**
 * A detailer's site before Go live (issue 40): it shows "Opening soon" and takes a request, and
 * nothing on it leads to booking or to landing sections it does not have.
 */
export function openingSoon(site: Site): boolean {
  return site.mode === 'affiliate' && !site.tenant.liveAt
}

/** A path within the current site: sitePath(site, '/booking') → '/jps/booking' or '/booking'. */
export function sitePath(site: Site, path: string): string {
  if (site.mode === 'platform') return path
  if (path === '/' || path === '') return site.basePath || '/'
  return `${site.basePath}${path}`
}
