import { CERAMIC_ENTRIES } from './catalogue/ceramic'
import { CORRECTION_ENTRIES } from './catalogue/correction'
import { SURFACE_ENTRIES } from './catalogue/surface'
import { type CatalogueVehicle } from './vehicles'

// The service explanation catalogue (spec §3/§9): what a tier's feature means, how long it takes
// per vehicle (the §9 durations table, in minutes) and what it includes for that vehicle.

export interface CatalogueVehicleDetails {
  /** Minutes. */
  duration: number
  features: readonly string[]
}

export interface CatalogueEntry {
  slug: string
  name: string
  description: string
  explanation: string
  /** No photography exists yet; the modal shows text only. */
  image: string | null
  vehicles: Readonly<Record<CatalogueVehicle, CatalogueVehicleDetails>>
}

/** Every entry, by slug: full-exterior-wash, preparation-detail, fallout-removal,
 * paint-correction-{1,2,3}-stage, paint-enhancement, ceramic-coating-{1,2,3}-stage. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  ...SURFACE_ENTRIES,
  ...CORRECTION_ENTRIES,
  ...CERAMIC_ENTRIES,
]
