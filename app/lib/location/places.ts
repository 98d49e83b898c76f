/** A place the visitor can pick: a US locality ('City, ST') or a ZIP code. */
export interface PlaceSuggestion {
  id: string
  kind: 'locality' | 'postal_code'
  label: string
  /** Known up front for the offline provider; a places service resolves it on selection. */
  place: ResolvedPlace | null
}

export interface ResolvedPlace {
  city: string | null
  state: string | null
  zip: string | null
  label: string
}

/**
 * Where suggestions come from. The default works offline from the US ZIP table; a maps places
 * service replaces it when a browser key is configured. `ready` resolves once suggestions can be
 * asked for (the location input stays disabled until then).
 */
export interface PlacesProvider {
  readonly name: 'offline' | 'google'
  ready(): Promise<void>
  /** Starts a new billing/session scope: once per search (spec §2). */
  newSession(): void
  suggest(query: string, signal: AbortSignal): Promise<PlaceSuggestion[]>
  resolve(suggestion: PlaceSuggestion): Promise<ResolvedPlace | null>
}

/** Thrown when the service itself is unusable (bad key, API disabled, route gone). */
export class BrokenServiceError extends Error {
  override name = 'BrokenServiceError'
}

// Error codes the Maps JavaScript API uses when the key or project cannot be used at all.
const BROKEN_SIGNATURES =
  /REQUEST_DENIED|ApiNotActivated|InvalidKey|MissingKey|RefererNotAllowed|ApiTargetBlocked|BillingNotEnabled|ExpiredKey|DeletedApiProject|ProjectDenied/i

/** Spec §2: suggestions that fail this way disable location search instead of retrying. */
export function isBrokenServiceError(error: unknown): boolean {
  if (error instanceof BrokenServiceError) return true
  if (error instanceof Error) return BROKEN_SIGNATURES.test(`${error.name} ${error.message}`)
  return typeof error === 'string' && BROKEN_SIGNATURES.test(error)
}

/** One suggestion as the suggest route answers it. */
export interface SuggestionJson {
  type: 'locality' | 'postal_code'
  label: string
  city: string
  state: string
  zip: string | null
}

export function suggestionFromJson(s: SuggestionJson): PlaceSuggestion {
  return {
    id: `${s.type}:${s.zip ?? `${s.city}|${s.state}`}`,
    kind: s.type,
    label: s.label,
    place: { city: s.city, state: s.state, zip: s.zip, label: s.label },
  }
}
