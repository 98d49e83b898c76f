import {
  BrokenServiceError,
  type PlacesProvider,
  type SuggestionJson,
  suggestionFromJson,
} from '~/lib/location/places'

function isSuggestion(value: unknown): value is SuggestionJson {
  if (!value || typeof value !== 'object') return false
  const v: Record<string, unknown> = { ...value }
  return (
    (v.type === 'locality' || v.type === 'postal_code') &&
    typeof v.label === 'string' &&
    typeof v.city === 'string' &&
    typeof v.state === 'string' &&
    (v.zip === null || typeof v.zip === 'string')
  )
}

/**
 * The default provider: US localities and ZIP codes from our own /api/places/suggest (no
 * third-party script, works offline from the ZIP table). A missing route or a server error is
 * the broken-service signature; a 400 (text it cannot search) just means no suggestions.
 */
export const offlineProvider: PlacesProvider = {
  name: 'offline',
  ready: () => Promise.resolve(),
  newSession: () => {},
  async suggest(query, signal) {
    const response = await fetch(`/api/places/suggest?q=${encodeURIComponent(query)}`, { signal })
    if (response.status === 400) return []
    if (!response.ok) throw new BrokenServiceError(`Place suggestions answered ${response.status}`)
    const body: unknown = await response.json().catch(() => null)
    const list: unknown = body && typeof body === 'object' ? Reflect.get(body, 'suggestions') : null
    if (!Array.isArray(list)) throw new BrokenServiceError('Place suggestions were unreadable')
    return list.filter(isSuggestion).map(suggestionFromJson)
  },
  resolve: (suggestion) => Promise.resolve(suggestion.place),
}

/** The configured provider: a maps places service when a browser key is set, else offline. */
export async function loadPlacesProvider(mapsKey: string | null): Promise<PlacesProvider> {
  if (!mapsKey) return offlineProvider
  const { googleProvider } = await import('./google-provider')
  return googleProvider(mapsKey)
}
