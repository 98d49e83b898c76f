import { type TileSlug } from './offers'
import { SERVICE_TILES } from './services-catalog'

/** Choices offered by the quote modal. */
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
  return SERVICE_TILES.filter((tile) => offers.includes(tile.slug)).map((tile) => tile.title)
}
