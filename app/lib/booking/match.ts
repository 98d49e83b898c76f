import { CATALOGUE, type CatalogueEntry, type CatalogueVehicleDetails } from './catalogue'
import { bookingVehicle, type BookingVehicleId } from './vehicles'

// Tier features are free text typed by detailers ('Preperation Detail', 'Stage 1 Paint
// Correction', '3-5 Year Ceramic Coating'); this finds the catalogue entry each one means (spec §9):
// by slug, then aliases, then exact name, then keywords.

/** 'Stage 1 Paint Correction!' → 'stage-1-paint-correction'. */
export function normalizeFeature(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const STAGED = ['paint-correction', 'ceramic-coating'] as const

/** Every order people write a stage in: 1-stage X, stage-1 X, X stage 1, X 1-stage. */
function stageAliases(): [string, string][] {
  return STAGED.flatMap((product) =>
    [1, 2, 3].flatMap((n): [string, string][] =>
      [
        `${n}-stage-${product}`,
        `stage-${n}-${product}`,
        `${product}-stage-${n}`,
        `stage${n}-${product}`,
        `${product}-${n}-stage`,
      ].map((alias) => [alias, `${product}-${n}-stage`]),
    ),
  )
}

const ALIASES: ReadonlyMap<string, string> = new Map([
  ['exterior-wash', 'full-exterior-wash'],
  ['full-wash', 'full-exterior-wash'],
  ['exterior-hand-wash', 'full-exterior-wash'],
  ['hand-wash', 'full-exterior-wash'],
  // The misspelling detailers actually type (it is in the demo data too).
  ['preperation-detail', 'preparation-detail'],
  ['preperation', 'preparation-detail'],
  ['preparation', 'preparation-detail'],
  ['prep-detail', 'preparation-detail'],
  ['paint-prep', 'preparation-detail'],
  ['iron-fallout-removal', 'fallout-removal'],
  ['iron-decontamination', 'fallout-removal'],
  ['iron-decon', 'fallout-removal'],
  ['gloss-enhancement', 'paint-enhancement'],
  ['enhancement-polish', 'paint-enhancement'],
  // Spec §9: a 2-stage coating lasts 3-5 years, so that is what '3-5 year' coatings are.
  ['3-5-year-ceramic-coating', 'ceramic-coating-2-stage'],
  ['3-5-year-ceramic', 'ceramic-coating-2-stage'],
  ['3-to-5-year-ceramic-coating', 'ceramic-coating-2-stage'],
  ...stageAliases(),
])

const NUMBERS: Readonly<Record<string, number>> = {
  '1': 1,
  one: 1,
  single: 1,
  '2': 2,
  two: 2,
  double: 2,
  '3': 3,
  three: 3,
  triple: 3,
}

/** The stage number next to a 'stage'/'step' token ('two step', 'stage 3'), if any. */
function stageOf(tokens: string[]): number | null {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== 'stage' && tokens[i] !== 'step') continue
    const n = NUMBERS[tokens[i - 1] ?? ''] ?? NUMBERS[tokens[i + 1] ?? '']
    if (n) return n
  }
  return null
}

/** Coating life in years ('5 year coating') → the stage that lasts that long. */
function stageFromYears(tokens: string[]): number | null {
  const at = tokens.findIndex((t) => t === 'year' || t === 'years' || t === 'yr')
  const years = at > 0 ? Number(tokens[at - 1]) : NaN
  if (!Number.isFinite(years)) return null
  return years <= 2 ? 1 : years <= 5 ? 2 : 3
}

function byKeywords(tokens: string[]): string | null {
  const has = (...words: string[]) => words.some((w) => tokens.includes(w))
  if (has('ceramic'))
    return `ceramic-coating-${stageOf(tokens) ?? stageFromYears(tokens) ?? 1}-stage`
  if (has('enhancement')) return 'paint-enhancement'
  const stage = stageOf(tokens)
  if (has('correction') || (has('polish', 'compound') && stage))
    return `paint-correction-${stage ?? 1}-stage`
  if (has('fallout') || (has('iron') && has('removal', 'remover', 'decontamination', 'decon')))
    return 'fallout-removal'
  if (has('prep', 'preparation', 'preperation')) return 'preparation-detail'
  if (has('wash') && has('exterior', 'hand', 'full', 'foam', 'contact')) return 'full-exterior-wash'
  return null
}

const BY_SLUG: ReadonlyMap<string, CatalogueEntry> = new Map(CATALOGUE.map((e) => [e.slug, e]))

/** The catalogue entry a feature name refers to, or null when it is not in the catalogue. */
export function matchFeature(feature: string): CatalogueEntry | null {
  const key = normalizeFeature(feature)
  if (!key) return null
  const bySlug = BY_SLUG.get(key)
  if (bySlug) return bySlug
  const alias = ALIASES.get(key)
  if (alias) return BY_SLUG.get(alias) ?? null
  const plain = feature.trim().toLowerCase()
  const exact = CATALOGUE.find((e) => e.name.toLowerCase() === plain)
  if (exact) return exact
  const keyword = byKeywords(key.split('-'))
  return keyword ? (BY_SLUG.get(keyword) ?? null) : null
}

export interface FeatureExplanation {
  entry: CatalogueEntry
  details: CatalogueVehicleDetails
}

/** A feature's explanation for a booking vehicle type; motorcycle falls back to car (spec §9). */
export function explainFeature(
  feature: string,
  vehicle: BookingVehicleId,
): FeatureExplanation | null {
  const entry = matchFeature(feature)
  const catalogueVehicle = bookingVehicle(vehicle)?.catalogue ?? 'car'
  return entry ? { entry, details: entry.vehicles[catalogueVehicle] } : null
}
