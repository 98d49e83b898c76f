import { useEffect, useRef, useState } from 'react'
import { useLocationContext } from '~/components/landing/location/LocationContext'
import { loadPlacesProvider } from '~/components/landing/location/offline-provider'
import {
  isBrokenServiceError,
  type PlacesProvider,
  type PlaceSuggestion,
  type ResolvedPlace,
} from '~/lib/location/places'

const DELAY_MS = 200

/**
 * Suggestions from the site's places provider: the built-in US ZIP table, or Google's places
 * service when a maps key is configured (the same providers as the public location search).
 */
export function usePlaceSuggestions(query: string) {
  const { mapsKey } = useLocationContext()
  const provider = useRef<PlacesProvider | null>(null)
  const [ready, setReady] = useState(false)
  const [broken, setBroken] = useState(false)
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([])

  useEffect(() => {
    let cancelled = false
    loadPlacesProvider(mapsKey)
      .then(async (p) => {
        await p.ready()
        if (cancelled) return
        provider.current = p
        setReady(true)
      })
      .catch(() => !cancelled && setBroken(true))
    return () => {
      cancelled = true
    }
  }, [mapsKey])

  useEffect(() => {
    const p = provider.current
    if (!ready || !p || query.trim().length < 2) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      p.suggest(query.trim(), controller.signal)
        .then((list) => !controller.signal.aborted && setSuggestions(list))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          if (isBrokenServiceError(error)) setBroken(true)
          setSuggestions([])
        })
    }, DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, ready])

  async function resolve(choice: PlaceSuggestion): Promise<ResolvedPlace | null> {
    const p = provider.current
    const place = p ? await p.resolve(choice) : choice.place
    p?.newSession()
    return place
  }

  return { ready, broken, suggestions, resolve, clear: () => setSuggestions([]) }
}
