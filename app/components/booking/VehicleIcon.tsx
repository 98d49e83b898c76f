import { type BookingVehicleId } from '~/lib/booking/vehicles'

// Line drawings on a 48×32 grid, drawn in the text colour.
const PATHS: Record<BookingVehicleId, string> = {
  car: 'M4 22v-4l4-1 5-6h16l7 6 6 1 2 4v3H4zM12 25a3 3 0 1 0 6 0M32 25a3 3 0 1 0 6 0M14 17h22',
  truck: 'M3 23v-6h18V9h10l6 7h7v7zM31 10v6M10 25a3 3 0 1 0 6 0M34 25a3 3 0 1 0 6 0M3 17h18',
  suv: 'M4 23v-7l3-6h26l7 6h4v7zM11 25a3 3 0 1 0 6 0M31 25a3 3 0 1 0 6 0M8 16h30M20 10v6',
  boat: 'M3 20h42l-6 7H9zM14 20v-6h14l6 6M20 14V6l8 8M2 30c4-2 8-2 12 0s8 2 12 0 8-2 12 0',
  rv: 'M3 24V8h30l8 8h4v8zM7 12h8v5H7zM19 12h8v5h-8zM33 9v7h8M10 26a3 3 0 1 0 6 0M34 26a3 3 0 1 0 6 0',
  motorcycle:
    'M10 26a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM38 26a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM10 20l8-8h8l4 8h8M26 12l3-4h5M18 12l-2-3h-5',
}

export function VehicleIcon({
  vehicle,
  className,
}: {
  vehicle: BookingVehicleId
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 48 32"
      width="48"
      height="32"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[vehicle]} />
    </svg>
  )
}
