import { type Site } from '../site'

/** The platform's own slug in lookup results: it means the marketplace home (spec §2). */
export const MAIN_SITE_SLUG = 'mdh'

/**
 * Where a lookup's first slug sends the visitor. The current affiliate stays on its own host;
 * another affiliate lives on the marketplace, which on a custom hostname is another origin.
 */
export function destinationFor(slug: string, site: Site, platformOrigin: string): string {
  if (site.mode === 'affiliate' && slug === site.tenant.slug) return site.basePath || '/'
  const path = slug === MAIN_SITE_SLUG ? '/' : `/${encodeURIComponent(slug)}`
  return `${platformOrigin}${path}`
}
