import { SERVICE_TILES } from './services-catalog'

export type TileSlug = (typeof SERVICE_TILES)[number]['slug']

// Reference ids (db/migrations/0001_reference_data.sql).
const VEHICLE_TILE: Readonly<Record<number, TileSlug>> = {
  3: 'rv-detailing',
  4: 'marine-detailing',
}
const CATEGORY_TILE: Readonly<Record<number, TileSlug>> = {
  4: 'ceramic-coating',
  5: 'paint-correction',
  6: 'paint-protection-film',
}
const APPLICATION_TILE: Readonly<Record<string, TileSlug>> = {
  'Auto Detailing': 'auto-detailing',
  'Boat Detailing': 'marine-detailing',
  'RV Detailing': 'rv-detailing',
  'PPF Installation': 'paint-protection-film',
  'Ceramic Coating': 'ceramic-coating',
  'Paint Correction': 'paint-correction',
}

/**
 * The service tiles a business offers, in display order: from its services' vehicle:category
 * pairs, or, while it has no services yet, from the categories it applied with. A business that
 * told us nothing keeps all six rather than a page with no services.
 */
export function offeredTiles(pairs: string | null, categories: readonly string[]): TileSlug[] {
  const offered = new Set<TileSlug>()
  for (const pair of pairs ? pairs.split(',') : []) {
    const [vehicle = 0, category = 0] = pair.split(':').map(Number)
    // Interior, exterior, packages and add-ons are detailing of that vehicle; the rest are
    // their own trade whatever the vehicle.
    offered.add(CATEGORY_TILE[category] ?? VEHICLE_TILE[vehicle] ?? 'auto-detailing')
  }
  if (offered.size === 0) {
    for (const category of categories) {
      const tile = APPLICATION_TILE[category]
      if (tile) offered.add(tile)
    }
  }
  const all = SERVICE_TILES.map((t) => t.slug)
  return offered.size === 0 ? all : all.filter((slug) => offered.has(slug))
}

const DETAILING: Partial<Record<TileSlug, string>> = {
  'auto-detailing': 'auto',
  'marine-detailing': 'boat',
  'rv-detailing': 'RV',
}
const TRADES: Partial<Record<TileSlug, string>> = {
  'ceramic-coating': 'ceramic coating',
  'paint-correction': 'paint correction',
  'paint-protection-film': 'paint protection film',
}

/** 'auto, boat and RV detailing, ceramic coating and paint correction' for what is offered. */
export function offersPhrase(tiles: readonly TileSlug[]): string {
  const kinds = tiles.flatMap((t) => DETAILING[t] ?? [])
  const trades = tiles.flatMap((t) => TRADES[t] ?? [])
  const parts = kinds.length > 0 ? [`${listed(kinds)} detailing`, ...trades] : trades
  return listed(parts)
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`
}
