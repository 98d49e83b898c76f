// Spec §3 vehicle and category ids. Written out rather than imported from service-schema, which
// would bring zod into the booking page's browser bundle; a unit test keeps the two in step.
const VEHICLES = { cars: 1, trucks: 2, rvs: 3, boats: 4, motorcycles: 5 } as const
const CATEGORIES = {
  'service-packages': 3,
  'ceramic-coating': 4,
  'paint-correction': 5,
  addons: 7,
} as const

/** The six booking vehicle types of spec §3, in display order. */
export const BOOKING_VEHICLE_IDS = ['car', 'truck', 'suv', 'boat', 'rv', 'motorcycle'] as const
export type BookingVehicleId = (typeof BOOKING_VEHICLE_IDS)[number]

/** Keys of the explanation catalogue's per-vehicle data (spec §3). */
export type CatalogueVehicle = 'car' | 'truck' | 'boat' | 'rv'

/** The services table's vehicle keys that booking types read from. */
export type PackageVehicle = 'cars' | 'trucks' | 'rvs' | 'boats' | 'motorcycles'

export interface BookingVehicle {
  id: BookingVehicleId
  name: string
  description: string
  /** Whose services this type lists: SUV uses truck data (spec §9). */
  packages: PackageVehicle
  /** Whose catalogue details apply: motorcycle falls back to car (spec §9). */
  catalogue: CatalogueVehicle
}

export const BOOKING_VEHICLES: readonly BookingVehicle[] = [
  {
    id: 'car',
    name: 'Car',
    description: 'Sedan/Coupe/Compact',
    packages: 'cars',
    catalogue: 'car',
  },
  {
    id: 'truck',
    name: 'Truck',
    description: 'Light duty, work trucks',
    packages: 'trucks',
    catalogue: 'truck',
  },
  {
    id: 'suv',
    name: 'SUV',
    description: 'Crossovers & full-size',
    packages: 'trucks',
    catalogue: 'truck',
  },
  {
    id: 'boat',
    name: 'Boat',
    description: 'Runabout, bass, wake',
    packages: 'boats',
    catalogue: 'boat',
  },
  {
    id: 'rv',
    name: 'RV',
    description: 'Travel trailers & coaches',
    packages: 'rvs',
    catalogue: 'rv',
  },
  {
    id: 'motorcycle',
    name: 'Motorcycle',
    description: 'Street & sport bikes',
    packages: 'motorcycles',
    catalogue: 'car',
  },
]

export const PACKAGE_VEHICLES: readonly PackageVehicle[] = [
  'cars',
  'trucks',
  'rvs',
  'boats',
  'motorcycles',
]

export const PACKAGE_VEHICLE_IDS: Record<PackageVehicle, number> = {
  cars: VEHICLES.cars,
  trucks: VEHICLES.trucks,
  rvs: VEHICLES.rvs,
  boats: VEHICLES.boats,
  motorcycles: VEHICLES.motorcycles,
}

export function bookingVehicle(id: string | null | undefined): BookingVehicle | null {
  return BOOKING_VEHICLES.find((v) => v.id === id) ?? null
}

/** The four booking categories of spec §3, with the badge colour each is shown in. */
export const BOOKING_CATEGORIES = [
  {
    id: 'service-packages',
    dbId: CATEGORIES['service-packages'],
    name: 'Service Packages',
    color: 'blue',
  },
  { id: 'addons', dbId: CATEGORIES.addons, name: 'Add-ons', color: 'emerald' },
  {
    id: 'ceramic-coating',
    dbId: CATEGORIES['ceramic-coating'],
    name: 'Ceramic Coating',
    color: 'violet',
  },
  {
    id: 'paint-correction',
    dbId: CATEGORIES['paint-correction'],
    name: 'Paint Correction',
    color: 'amber',
  },
] as const
export type BookingCategoryId = (typeof BOOKING_CATEGORIES)[number]['id']
export type BookingCategoryMeta = (typeof BOOKING_CATEGORIES)[number]

/** Spec §9: car and truck data have four categories; rv, boat and motorcycle two. */
export function categoriesFor(vehicle: PackageVehicle): readonly BookingCategoryMeta[] {
  return vehicle === 'cars' || vehicle === 'trucks'
    ? BOOKING_CATEGORIES
    : BOOKING_CATEGORIES.filter((c) => c.id === 'service-packages' || c.id === 'addons')
}

export function categoryById(id: string): BookingCategoryMeta | null {
  return BOOKING_CATEGORIES.find((c) => c.id === id) ?? null
}

/** 'SUV' for 'suv': a stored vehicle type as a person reads it (an unknown one as it is). */
export function vehicleName(id: string): string {
  return bookingVehicle(id)?.name ?? id
}
