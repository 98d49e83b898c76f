import { CATEGORY_OPTIONS } from '~/lib/application-options'
import { type FormValues, TEXT_FIELDS, type TextField } from '~/lib/application-form'

// Spec §5/§9 draft saving: the application page keeps what was typed in the browser only.
export const DRAFT_KEY = 'affiliate-application-draft'

/** Spec §9 emergency cleanup: each local storage key containing one of these. */
export const EMERGENCY_KEY_PARTS = ['affiliate', 'draft', 'form'] as const

export type Draft = Partial<Record<TextField, string>> & {
  categories?: string[]
  has_insurance?: boolean
}

/** Worth keeping: not a single letter, not 100 characters or more (spec §5). */
const keep = (value: string) => value.trim().length > 1 && value.length < 100

/**
 * What is saved: text that passes the §5 rules, chosen categories and the insurance answer. The
 * terms and consent boxes are not restored: agreeing is done on the submission itself. Null means
 * nothing is left (a draft of only single letters), so the stored draft is wiped.
 */
export function draftOf(values: FormValues): Draft | null {
  const draft: Draft = {}
  for (const field of TEXT_FIELDS) if (keep(values[field])) draft[field] = values[field]
  if (values.categories.length > 0) draft.categories = values.categories
  if (values.has_insurance) draft.has_insurance = true
  return Object.keys(draft).length > 0 ? draft : null
}

/** The stored categories when every one is an option of the list, else null. */
function categoriesOf(value: unknown): FormValues['categories'] | null {
  if (!Array.isArray(value) || value.length > CATEGORY_OPTIONS.length) return null
  const known = value.map((v) => CATEGORY_OPTIONS.find((option) => option === v))
  return known.every((c) => c !== undefined) ? known.filter((c) => c !== undefined) : null
}

/** A stored draft merged over `base`; anything unreadable or tampered with is ignored. */
export function restoreDraft(raw: string | null, base: FormValues): FormValues {
  let json: unknown = null
  try {
    json = raw ? JSON.parse(raw) : null
  } catch {
    return base
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return base
  const stored = new Map<string, unknown>(Object.entries(json))
  const restored: FormValues = { ...base }
  for (const field of TEXT_FIELDS) {
    const value = stored.get(field)
    if (typeof value === 'string' && keep(value)) restored[field] = value
  }
  const categories = categoriesOf(stored.get('categories'))
  if (categories) restored.categories = categories
  if (stored.get('has_insurance') === true) restored.has_insurance = true
  return restored
}

/** Keys the emergency cleanup removes. */
export function emergencyKeys(keys: string[]): string[] {
  return keys.filter((key) => EMERGENCY_KEY_PARTS.some((part) => key.toLowerCase().includes(part)))
}
