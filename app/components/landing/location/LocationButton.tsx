import { PinIcon } from '~/components/landing/icons'
import { preloadLocationModal, useLocationContext } from './LocationContext'

export const LOCATION_PANEL_ID = 'update-location'

/**
 * Shows the effective location and opens 'Update your location'. Without JavaScript it jumps to
 * the footer's plain location form (LocationPanel).
 */
export function LocationButton({ className = '' }: { className?: string }) {
  const { effective, openPicker } = useLocationContext()
  return (
    <a
      href={`#${LOCATION_PANEL_ID}`}
      onClick={(event) => {
        event.preventDefault()
        openPicker()
      }}
      onMouseEnter={preloadLocationModal}
      onFocus={preloadLocationModal}
      className={`inline-flex items-center gap-1.5 ${className}`}
    >
      <PinIcon />
      <span className="sr-only">Update your location. Current location: </span>
      <span className="truncate">{effective?.fullLocation ?? 'Choose your location'}</span>
    </a>
  )
}
