import { type TierDraft } from './tier-draft'

// The service editor posts its tiers as flat form fields (tiers[0].name, tiers[0].features, …)
// so the same form works without JavaScript; this turns them back into the API's service body.
const TIER_FIELD = /^tiers\[(\d{1,2})\]\.(id|name|price|duration|features|enabled|popular)$/

/** A tier's fields as posted: the editor's draft, with whatever id the form sent. */
type RawTier = Omit<TierDraft, 'key' | 'id'> & { id?: unknown }

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '')

export function serviceBodyFromForm(form: FormData) {
  const tiers = new Map<number, RawTier>()
  for (const key of new Set(form.keys())) {
    const match = TIER_FIELD.exec(key)
    if (!match) continue
    const index = Number(match[1])
    const tier = tiers.get(index) ?? {
      name: '',
      price: '',
      duration: '',
      features: [],
      enabled: false,
      popular: false,
    }
    const field = match[2] ?? ''
    const value = text(form.get(key))
    if (field === 'features') {
      // One per input, or one per line of the no-JavaScript textarea.
      tier.features = form.getAll(key).flatMap((f) => text(f).split(/\r?\n/))
    } else if (field === 'enabled' || field === 'popular') {
      tier[field] = value === 'on' || value === 'true'
    } else if (field === 'id') {
      tier.id = /^\d{1,12}$/.test(value) ? Number(value) : value === '' ? undefined : value
    } else if (field === 'name' || field === 'price' || field === 'duration') {
      tier[field] = value
    }
    tiers.set(index, tier)
  }
  return {
    vehicle_id: text(form.get('vehicle')),
    service_category_id: text(form.get('category')),
    name: text(form.get('name')),
    description: text(form.get('description')),
    tiers: [...tiers.entries()].sort(([a], [b]) => a - b).map(([, t]) => t),
  }
}
