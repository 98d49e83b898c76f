import {
  createContext,
  lazy,
  type ReactNode,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { type AreaLite, effectiveLocation, type SelectedLocation } from '~/lib/location/selected'
import { type Site } from '~/lib/site'
import { readStoredLocation, subscribeToStoredLocation, writeStoredLocation } from './storage'

const loadModal = () => import('./LocationModal')
const LocationModal = lazy(loadModal)
export const preloadLocationModal = () => void loadModal()

export interface LocationContextValue {
  site: Site
  /** '' on the marketplace; its absolute origin on a detailer's own hostname. */
  platformOrigin: string
  /** A browser key for the maps places service, when one is configured. */
  mapsKey: string | null
  /** The affiliate's service areas (empty on the platform). */
  areas: AreaLite[]
  /** What this browser stored, or null (always null during server rendering). */
  stored: SelectedLocation | null
  /** What the site shows: on an affiliate site, a served stored location or the primary area. */
  effective: SelectedLocation | null
  setLocation(location: SelectedLocation): void
  openPicker(): void
}

const LocationContext = createContext<LocationContextValue | null>(null)

export function useLocationContext(): LocationContextValue {
  const value = useContext(LocationContext)
  if (!value) throw new Error('useLocationContext needs a LocationProvider')
  return value
}

type Props = Pick<LocationContextValue, 'site' | 'platformOrigin' | 'mapsKey' | 'areas'> & {
  children: ReactNode
}

/**
 * The visitor's selected location (spec §3/§4), kept in localStorage, followed across tabs
 * (storage event) and re-read every 5 s, and the single 'Update your location' modal.
 */
export function LocationProvider({ site, platformOrigin, mapsKey, areas, children }: Props) {
  const [stored, setStored] = useState<SelectedLocation | null>(null)
  const [pickerOpen, setPickerOpen] = useState(false)
  // The context reaches the page's deferred parts (decision 033), whose boundaries may still be
  // the server's HTML when the stored location is first read or a person picks one: an urgent
  // context change there makes React 18 drop that HTML with error #421. As a transition, React
  // hydrates those parts first and then shows the location.
  const store = useCallback((location: SelectedLocation | null) => {
    startTransition(() => setStored(location))
  }, [])
  useEffect(() => {
    store(readStoredLocation())
    return subscribeToStoredLocation(store)
  }, [store])
  const setLocation = useCallback(
    (location: SelectedLocation) => {
      writeStoredLocation(location)
      store(location)
    },
    [store],
  )
  const openPicker = useCallback(() => setPickerOpen(true), [])
  const closePicker = useCallback(() => setPickerOpen(false), [])
  const value = useMemo<LocationContextValue>(
    () => ({
      site,
      platformOrigin,
      mapsKey,
      areas,
      stored,
      effective: site.mode === 'affiliate' ? effectiveLocation(stored, areas) : stored,
      setLocation,
      openPicker,
    }),
    [site, platformOrigin, mapsKey, areas, stored, setLocation, openPicker],
  )
  return (
    <LocationContext.Provider value={value}>
      {children}
      {pickerOpen ? (
        <Suspense fallback={null}>
          <LocationModal onClose={closePicker} />
        </Suspense>
      ) : null}
    </LocationContext.Provider>
  )
}
