import { type ResolvedPlace } from '~/lib/location/places'

export type LookupResult =
  | { kind: 'found'; slugs: string[]; city: string; state: string }
  | { kind: 'not-served' }
  | { kind: 'failed' }

function readBody(body: unknown): { slugs: string[]; city: string | null; state: string | null } {
  const record: Record<string, unknown> = body && typeof body === 'object' ? { ...body } : {}
  const slugs = Array.isArray(record.slugs)
    ? record.slugs.filter((s): s is string => typeof s === 'string')
    : []
  const location: Record<string, unknown> =
    record.location && typeof record.location === 'object' ? { ...record.location } : {}
  return {
    slugs,
    city: typeof location.city === 'string' ? location.city : null,
    state: typeof location.state === 'string' ? location.state : null,
  }
}

/** GET /api/affiliates/lookup for a place: the slugs serving it, first one first (spec §7). */
export async function lookupPlace(place: ResolvedPlace): Promise<LookupResult> {
  const params = new URLSearchParams()
  if (place.city && place.state) {
    params.set('city', place.city)
    params.set('state', place.state)
  }
  if (place.zip) params.set('zip', place.zip)
  if (!params.size) return { kind: 'failed' }
  const response = await fetch(`/api/affiliates/lookup?${params}`)
  if (response.status === 404) return { kind: 'not-served' }
  if (!response.ok) return { kind: 'failed' }
  const body = readBody(await response.json().catch(() => null))
  const city = body.city ?? place.city
  const state = body.state ?? place.state
  if (body.slugs.length === 0) return { kind: 'not-served' }
  if (!city || !state) return { kind: 'failed' }
  return { kind: 'found', slugs: body.slugs, city, state }
}
