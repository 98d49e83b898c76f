// The marketplace's choice page (issue 40): when more than one business serves a place, the
// visitor chooses among them rather than being sent to the first.

export interface ChoiceBusiness {
  slug: string
  name: string
  logoUrl: string | null
  /** Where the business is based ('Tempe, AZ'). */
  base: string | null
  rating: { average: number; count: number } | null
  fromCents: number | null
  nextFree: { startAt: string; label: string } | null
  /** Miles from the searched place to the business's base, when both are known. */
  miles: number | null
}

/** The choice page for a place: `/detailers?city=Tempe&state=AZ[&zip=85281]`. */
export function choicePath(place: { city: string; state: string; zip?: string | null }): string {
  const q = new URLSearchParams({ city: place.city, state: place.state.toUpperCase() })
  if (place.zip) q.set('zip', place.zip)
  return `/detailers?${q.toString()}`
}

export const CHOICE_ORDER =
  'Listed by distance from this place to each detailer’s base, then by number of reviews. Detailers cannot pay to be listed higher.'
