import { type AddressComponent, placeFromComponents } from '~/lib/location/google-address'
import {
  BrokenServiceError,
  type PlacesProvider,
  type PlaceSuggestion,
} from '~/lib/location/places'

// The few parts of the Maps JavaScript API (Places library) this provider uses. Loaded at run
// time only when GOOGLE_MAPS_API_KEY is configured; no SDK package is bundled.
interface PlacePrediction {
  placeId: string
  types: string[]
  text: { text: string }
  toPlace(): MapsPlace
}
interface MapsPlace {
  addressComponents?: AddressComponent[]
  fetchFields(options: { fields: string[] }): Promise<unknown>
}
interface PlacesLibrary {
  AutocompleteSessionToken: new () => object
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string
      includedPrimaryTypes: string[]
      includedRegionCodes: string[]
      region: string
      sessionToken: object
    }): Promise<{ suggestions: { placePrediction: PlacePrediction | null }[] }>
  }
}
declare global {
  interface Window {
    google?: { maps?: { importLibrary?(name: 'places'): Promise<PlacesLibrary> } }
    /** The Maps API calls this when the key is refused (spec §2 broken-service signature). */
    gm_authFailure?: () => void
    __mdhMapsReady?: () => void
  }
}

let script: Promise<PlacesLibrary> | null = null
let authFailed = false

function loadLibrary(key: string): Promise<PlacesLibrary> {
  script ??= new Promise<void>((resolve, reject) => {
    window.__mdhMapsReady = () => resolve()
    window.gm_authFailure = () => {
      authFailed = true
      reject(new BrokenServiceError('InvalidKeyMapError'))
    }
    const element = document.createElement('script')
    const params = new URLSearchParams({
      key,
      v: 'weekly',
      libraries: 'places',
      region: 'US',
      language: 'en',
      loading: 'async',
      callback: '__mdhMapsReady',
    })
    element.src = `https://maps.googleapis.com/maps/api/js?${params}`
    element.async = true
    // The page's CSP nonce; the Maps loader passes it on to the scripts it adds.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) element.nonce = nonce
    element.onerror = () => reject(new BrokenServiceError('Maps script failed to load'))
    document.head.appendChild(element)
  }).then(() => {
    const importLibrary = window.google?.maps?.importLibrary
    if (!importLibrary) throw new BrokenServiceError('Maps API has no importLibrary')
    return importLibrary('places')
  })
  return script
}

/** Suggestions from the maps places service: US only, localities and ZIP codes (spec §2). */
export function googleProvider(key: string): PlacesProvider {
  const predictions = new Map<string, PlacePrediction>()
  let token: object | null = null
  const library = () => loadLibrary(key)
  return {
    name: 'google',
    ready: () => library().then(() => undefined),
    newSession() {
      token = null
      predictions.clear()
    },
    async suggest(query) {
      if (authFailed) throw new BrokenServiceError('InvalidKeyMapError')
      const places = await library()
      token ??= new places.AutocompleteSessionToken()
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: query,
        includedPrimaryTypes: ['locality', 'postal_code'],
        includedRegionCodes: ['us'],
        region: 'us',
        sessionToken: token,
      })
      return suggestions.flatMap(({ placePrediction: p }): PlaceSuggestion[] => {
        if (!p) return []
        predictions.set(p.placeId, p)
        const kind = p.types.includes('postal_code') ? 'postal_code' : 'locality'
        return [{ id: p.placeId, kind, label: p.text.text, place: null }]
      })
    },
    async resolve(suggestion) {
      const prediction = predictions.get(suggestion.id)
      if (!prediction) return null
      const place = prediction.toPlace()
      await place.fetchFields({ fields: ['addressComponents'] })
      return placeFromComponents(place.addressComponents ?? [], suggestion.label)
    },
  }
}
