// The service editor's tier being edited: text inputs kept as typed, checked by the spec §5 rules.
export interface TierDraft {
  /** Stable React key; the database id travels separately. */
  key: string
  id: number | null
  name: string
  price: string
  duration: string
  features: string[]
  enabled: boolean
  popular: boolean
}

let counter = 0
const nextKey = () => `tier-${++counter}`

/** Spec §3/§9: a new tier has an empty name, price 0 and 60 minutes. */
export function newTier(): TierDraft {
  return {
    key: nextKey(),
    id: null,
    name: '',
    price: '0',
    duration: '60',
    features: [''],
    enabled: true,
    popular: false,
  }
}

export function draftFrom(tier: {
  id: number
  name: string
  price: number
  duration: number
  features: string[]
  enabled: boolean
  popular: boolean
}): TierDraft {
  return {
    key: nextKey(),
    id: tier.id,
    name: tier.name,
    price: tier.price.toFixed(2),
    duration: String(tier.duration),
    features: tier.features.length > 0 ? [...tier.features] : [''],
    enabled: tier.enabled,
    popular: tier.popular,
  }
}

// Price text keeps every point typed, so a mistyped "399.5.5" is refused rather than guessed.
export { priceInput } from '~/lib/price-text'

/** Duration input as typed: digits only (spec §5). */
export function durationInput(value: string): string {
  return value.replace(/\D/g, '')
}

/** Empty counts as 0 (spec §5). */
export const priceLabel = (price: string) => `$${(Number(price || '0') || 0).toFixed(2)}`
export const durationLabel = (duration: string) => `${Number(duration || '0')} minutes`
