/** Protection comparison ratings of spec §3, each 1 (least) to 5 (most). */
export const PROTECTION_METRICS = [
  { key: 'protection', label: 'Protection' },
  { key: 'longevity', label: 'Longevity' },
  { key: 'ease', label: 'Ease of care' },
  { key: 'chipResistance', label: 'Chip resistance' },
] as const

export type ProtectionMetric = (typeof PROTECTION_METRICS)[number]['key']

export interface ProtectionOption {
  key: 'wax' | 'sealant' | 'ceramic' | 'ppf'
  label: string
  /** Column heading; narrow enough for a phone. */
  short: string
  ratings: Record<ProtectionMetric, number>
}

export const PROTECTION_COMPARISON: readonly ProtectionOption[] = [
  {
    key: 'wax',
    label: 'Wax',
    short: 'Wax',
    ratings: { protection: 1, longevity: 1, ease: 2, chipResistance: 1 },
  },
  {
    key: 'sealant',
    label: 'Sealant',
    short: 'Sealant',
    ratings: { protection: 2, longevity: 2, ease: 2, chipResistance: 1 },
  },
  {
    key: 'ceramic',
    label: 'Ceramic coating',
    short: 'Ceramic',
    ratings: { protection: 4, longevity: 4, ease: 4, chipResistance: 1 },
  },
  {
    key: 'ppf',
    label: 'Paint protection film',
    short: 'PPF',
    ratings: { protection: 5, longevity: 5, ease: 3, chipResistance: 5 },
  },
]

export const RATING_MAX = 5
