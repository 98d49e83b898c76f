import { autoDetailing } from './auto-detailing'
import { boatDetailing } from './boat-detailing'
import { ceramicCoating } from './ceramic-coating'
import { interiorExterior } from './interior-exterior'
import { marineDetailing } from './marine-detailing'
import { paintCorrection } from './paint-correction'
import { paintProtectionFilm } from './paint-protection-film'
import { rvDetailing } from './rv-detailing'
import { type ServiceContent } from './types'

export type { ServiceContent } from './types'

/** Every service page key of spec §2, in the order sitemaps list them. */
export const SERVICE_CONTENT: Readonly<Record<string, ServiceContent>> = {
  'auto-detailing': autoDetailing,
  'interior-exterior': interiorExterior,
  'ceramic-coating': ceramicCoating,
  'paint-correction': paintCorrection,
  'paint-protection-film': paintProtectionFilm,
  'ppf-installation': paintProtectionFilm,
  'boat-detailing': boatDetailing,
  'marine-detailing': marineDetailing,
  'rv-detailing': rvDetailing,
}

export const SERVICE_KEYS: readonly string[] = Object.keys(SERVICE_CONTENT)

export function getServiceContent(key: string | undefined): ServiceContent | null {
  if (!key || !Object.hasOwn(SERVICE_CONTENT, key)) return null
  return SERVICE_CONTENT[key] ?? null
}

/**
 * The key a page is canonical under. Keys that share content (ppf-installation) point search
 * engines at one URL (the content's own id) instead of publishing the same page twice.
 */
export function canonicalServiceKey(key: string): string {
  return getServiceContent(key)?.id ?? key
}

/** Keys whose page is its own canonical: the ones a sitemap lists. */
export const CANONICAL_SERVICE_KEYS: readonly string[] = SERVICE_KEYS.filter(
  (key) => canonicalServiceKey(key) === key,
)
