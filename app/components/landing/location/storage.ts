import {
  parseStoredLocation,
  SELECTED_LOCATION_KEY,
  SELECTED_LOCATION_POLL_MS,
  type SelectedLocation,
} from '~/lib/location/selected'

// localStorage throws when storage is disabled (some private modes): the site then simply
// behaves as if nothing was stored.
function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_LOCATION_KEY)
  } catch {
    return null
  }
}

export function readStoredLocation(): SelectedLocation | null {
  return parseStoredLocation(readRaw())
}

export function writeStoredLocation(location: SelectedLocation): void {
  try {
    window.localStorage.setItem(SELECTED_LOCATION_KEY, JSON.stringify(location))
  } catch {
    // Not persisted; the page still shows the choice until it is left.
  }
}

/**
 * Calls `onChange` when another tab changes the stored location (storage event) or when the
 * 5-second poll finds a different value (spec §9), e.g. written by code that fires no event.
 */
export function subscribeToStoredLocation(
  onChange: (location: SelectedLocation | null) => void,
): () => void {
  let last = readRaw()
  const check = () => {
    const raw = readRaw()
    if (raw === last) return
    last = raw
    onChange(parseStoredLocation(raw))
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SELECTED_LOCATION_KEY) check()
  }
  window.addEventListener('storage', onStorage)
  const timer = window.setInterval(check, SELECTED_LOCATION_POLL_MS)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.clearInterval(timer)
  }
}
