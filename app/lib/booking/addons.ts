import { formatMoney } from './pricing'

// How a booking's add-ons read wherever the detailer or the customer sees them.

/** An add-on booked with a package, as stored with the request (db/schema.ts has the same). */
export interface BookedAddon {
  serviceId: number
  tierId: number
  serviceName: string
  tierName: string
  priceCents: number
  durationMinutes: number
}

type Addon = Pick<BookedAddon, 'serviceName' | 'tierName' | 'priceCents'>

/** 'Pet Hair Removal – Standard ($40), Headlights – Basic ($60)'; '' when there are none. */
export function addonsLine(addons: readonly Addon[]): string {
  return addons
    .map((a) => `${a.serviceName} – ${a.tierName} (${formatMoney(a.priceCents)})`)
    .join(', ')
}
