import { type TileSlug } from './offers'

/**
 * Choices offered by the quote modal. The services are the six tiles' titles in their order
 * (services-catalog.ts; tests/unit/service-content.test.ts holds the two together), written out
 * so the quote form's code does not pull the catalogue onto every page that has a quote button.
 */
export const QUOTE_VEHICLES = ['Car', 'Truck', 'SUV', 'Boat', 'RV', 'Motorcycle'] as const
export const QUOTE_SERVICES = [
  'Auto Detailing',
  'Marine Detailing',
  'RV Detailing',
  'Ceramic Coating',
  'Paint Correction',
  'Paint Protection Film',
] as const

/**
 * The services a quote can ask about: on a business's site only the kinds it sells (its offered
 * tiles, read with the tenant), on the marketplace all of them.
 */
export function quoteServicesFor(offers: readonly TileSlug[] | null): readonly string[] {
  if (!offers) return QUOTE_SERVICES
  const sold = new Set<string>(offers)
  return QUOTE_SERVICES.filter((name) => sold.has(tileSlugOf(name)))
}

/** 'RV Detailing' → 'rv-detailing': a tile's slug is its title in lower case, words joined by '-'. */
export function tileSlugOf(title: string): string {
  return title.toLowerCase().replaceAll(' ', '-')
}
