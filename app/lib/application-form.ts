/**
 * The application page's fields, named as the form posts them (multipart): the names the server's
 * form reader (apply-input.server.ts) maps onto the §3 payload.
 */
/** The text fields above the photo uploads, in page order (the order errors are focused in). */
export const DETAIL_FIELDS = [
  'legal_name',
  'primary_contact',
  'phone',
  'email',
  'city',
  'state',
  'zip',
  'gbp_url',
  'website_url',
  'instagram_url',
  'facebook_url',
  'tiktok_url',
  'youtube_url',
] as const
export const TEXT_FIELDS = [...DETAIL_FIELDS, 'source', 'notes'] as const
export const CHECK_FIELDS = ['has_insurance', 'accept_terms', 'consent_notifications'] as const

export type TextField = (typeof TEXT_FIELDS)[number]
export type CheckField = (typeof CHECK_FIELDS)[number]
export type FormValues = Record<TextField, string> &
  Record<CheckField, boolean> & { categories: string[] }

export const EMPTY_VALUES: FormValues = {
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>),
  has_insurance: false,
  accept_terms: false,
  consent_notifications: false,
  categories: [],
}

/** The §3 payload shape, as the server builds it from the same fields. */
export function toApplicationBody(v: FormValues) {
  return {
    legal_name: v.legal_name,
    primary_contact: v.primary_contact,
    phone: v.phone,
    email: v.email,
    base_location: { city: v.city, state: v.state, zip: v.zip },
    categories: v.categories,
    gbp_url: v.gbp_url,
    instagram_url: v.instagram_url,
    tiktok_url: v.tiktok_url,
    facebook_url: v.facebook_url,
    youtube_url: v.youtube_url,
    website_url: v.website_url,
    has_insurance: v.has_insurance,
    accept_terms: v.accept_terms,
    consent_notifications: v.consent_notifications,
    source: v.source,
    notes: v.notes,
  }
}

/** A server error key ('base_location.city', 'categories.0') as the form's field name. */
export function formFieldOf(key: string): string {
  return key.replace(/^base_location\./, '').replace(/\.\d+$/, '')
}

export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, message] of Object.entries(errors)) out[formFieldOf(key)] ??= message
  return out
}

/** The form values read back from a posted form (text kept as typed, for re-display). */
export function valuesFromForm(form: FormData): FormValues {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, 2000) : ''
  }
  const values: FormValues = { ...EMPTY_VALUES, categories: [] }
  for (const field of TEXT_FIELDS) values[field] = text(field)
  for (const field of CHECK_FIELDS) values[field] = text(field) !== ''
  values.categories = form
    .getAll('categories')
    .filter((c): c is string => typeof c === 'string')
    .slice(0, 6)
  return values
}
