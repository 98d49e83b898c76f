import { useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { LOCATION_ERROR_MESSAGE, NOT_SERVED_MESSAGE } from '~/lib/location/messages'
import {
  type PlacesProvider,
  type PlaceSuggestion,
  type ResolvedPlace,
} from '~/lib/location/places'
import { makeLocation, type SelectedLocation } from '~/lib/location/selected'
import { useLocationContext } from './LocationContext'
import type * as SearchRuntime from './search-runtime'

const loadRuntime = () => import('./search-runtime')

/** 'ssr' until hydration: the input stays usable as a plain GET form without JavaScript. */
export type ServiceState = 'ssr' | 'loading' | 'ready' | 'broken'
/** Spec §4 location search states. */
export type SearchPhase = 'idle' | 'loading' | 'shown' | 'resolving'

const SUGGEST_DELAY_MS = 200
const MIN_QUERY = 2

interface Options {
  initialText?: string
  initialAlert?: string | null
  /** Takes a located place instead of navigating (the affiliate's modal for served areas). */
  onLocated?: (location: SelectedLocation) => boolean
}

export function useLocationSearch({ initialText = '', initialAlert = null, onLocated }: Options) {
  const { site, platformOrigin, mapsKey, setLocation } = useLocationContext()
  const navigate = useNavigate()
  const provider = useRef<PlacesProvider | null>(null)
  const runtime = useRef<typeof SearchRuntime | null>(null)
  const [service, setService] = useState<ServiceState>('ssr')
  const [phase, setPhase] = useState<SearchPhase>('idle')
  const [text, setText] = useState(initialText)
  // What was typed; choosing a suggestion changes the text but must not search again.
  const [query, setQuery] = useState('')
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([])
  // The list can close (blur, Escape) while its first entry still stands in for unparsed text.
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [alert, setAlert] = useState<string | null>(initialAlert)
  // An unserved place is not a dead end: the page where one can ask to hear when it is served.
  const [waitlist, setWaitlist] = useState<{ href: string; place: string } | null>(null)

  useEffect(() => {
    let cancelled = false
    if (mapsKey) setService('loading')
    loadRuntime()
      .then(async (rt) => {
        runtime.current = rt
        const p = await rt.loadPlacesProvider(mapsKey)
        await p.ready()
        if (cancelled) return
        provider.current = p
        setService('ready')
      })
      .catch(() => !cancelled && setService('broken'))
    return () => {
      cancelled = true
    }
  }, [mapsKey])

  useEffect(() => {
    const p = provider.current
    const q = query.trim()
    if (service !== 'ready' || !p || q.length < MIN_QUERY) {
      setSuggestions((list) => (list.length > 0 ? [] : list))
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setPhase('loading')
      p.suggest(q, controller.signal)
        .then((list) => {
          if (controller.signal.aborted) return
          setSuggestions(list)
          setOpen(list.length > 0)
          setActive(-1)
          setPhase(list.length > 0 ? 'shown' : 'idle')
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          // A broken service disables location search; a passing failure just shows nothing.
          if (runtime.current?.isBrokenServiceError(error)) setService('broken')
          setSuggestions([])
          setPhase('idle')
        })
    }, SUGGEST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, service])

  async function placeFor(
    rt: typeof SearchRuntime,
    choice: PlaceSuggestion | undefined,
  ): Promise<ResolvedPlace | null> {
    const p = provider.current
    if (choice && p) return p.resolve(choice)
    const parsed = rt.parseLocationText(text)
    if (parsed?.kind === 'zip') return { city: null, state: null, zip: parsed.zip, label: text }
    if (parsed) return { ...parsed, label: text.trim() }
    // 'Phoenix' alone: the first suggestion is the visitor's best guess.
    const first = suggestions[0]
    return first && p ? p.resolve(first) : null
  }

  async function locate(choice?: PlaceSuggestion) {
    setAlert(null)
    setWaitlist(null)
    setOpen(false)
    if (choice) setText(choice.label)
    setPhase('resolving')
    try {
      const rt = runtime.current ?? (await loadRuntime())
      const place = await placeFor(rt, choice)
      const result = place ? await rt.lookupPlace(place) : ({ kind: 'failed' } as const)
      if (result.kind !== 'found') {
        setAlert(result.kind === 'not-served' ? NOT_SERVED_MESSAGE : LOCATION_ERROR_MESSAGE)
        if (result.kind === 'not-served' && place?.city && place.state) {
          const where = { city: place.city, state: place.state }
          setWaitlist({
            href: `${platformOrigin}${rt.choicePath(where)}`,
            place: `${where.city}, ${where.state.toUpperCase()}`,
          })
        }
        return
      }
      const location = makeLocation(result.city, result.state, place?.zip)
      setLocation(location)
      if (onLocated?.(location)) return
      // More than one business serves the place: the marketplace lets the visitor choose.
      const to =
        result.slugs.length > 1
          ? `${platformOrigin}${rt.choicePath({ city: result.city, state: result.state, zip: place?.zip })}`
          : rt.destinationFor(result.slugs[0] ?? '', site, platformOrigin)
      if (/^https?:/.test(to)) window.location.assign(to)
      else navigate(to)
    } catch {
      setAlert(LOCATION_ERROR_MESSAGE)
    } finally {
      setPhase('idle')
      provider.current?.newSession()
    }
  }

  return {
    service,
    phase,
    text,
    suggestions,
    open: open && suggestions.length > 0,
    active,
    alert,
    waitlist,
    setActive,
    type(value: string) {
      setText(value)
      setQuery(value)
      setAlert(null)
      setWaitlist(null)
    },
    close: () => setOpen(false),
    locate,
  }
}
