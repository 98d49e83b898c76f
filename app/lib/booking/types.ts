import { type BookingCategoryId, type PackageVehicle } from './vehicles'

// What the booking page receives from its loader: small, plain data (money in cents).

export interface BookingTier {
  id: number
  name: string
  priceCents: number
  /** Minutes. */
  duration: number
  features: string[]
  popular: boolean
}

export interface BookingService {
  id: number
  name: string
  description: string
  /** The detailer offering it; set on the platform, where packages come from several detailers. */
  businessName: string | null
  tiers: BookingTier[]
}

export interface BookingCategoryGroup {
  id: BookingCategoryId
  name: string
  color: string
  services: BookingService[]
}

/** Non-empty categories per services-table vehicle; a vehicle without packages is absent. */
export type PackagesByVehicle = Partial<Record<PackageVehicle, BookingCategoryGroup[]>>
