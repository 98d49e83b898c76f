import { sameArea } from '../location/selected'
import { type FaqCategory, type FaqItem } from './types'

export const MAX_NEARBY_AREAS = 7

interface Place {
  city: string
  state: string
}

/**
 * Up to 7 of the business's other service areas, those in the same state first (spec §2: the
 * affiliate FAQ lists at most 7 nearby areas).
 */
export function nearbyAreas<T extends Place>(location: Place, areas: readonly T[]): T[] {
  const others = areas.filter((a) => !sameArea(a, location))
  const sameState = others.filter((a) => a.state.toUpperCase() === location.state.toUpperCase())
  const rest = others.filter((a) => a.state.toUpperCase() !== location.state.toUpperCase())
  return [...sameState, ...rest].slice(0, MAX_NEARBY_AREAS)
}

const list = (places: Place[]) => places.map((p) => `${p.city}, ${p.state}`).join('; ')

/**
 * An affiliate's FAQ, written for the visitor's effective location (spec §2, §4). Runs on the
 * server for first paint and again in the browser when the visitor changes location.
 */
export function buildAffiliateFaq(input: {
  businessName: string
  location: Place | null
  areas: readonly Place[]
}): FaqCategory[] {
  const { businessName: name, location, areas } = input
  const here = location ? `${location.city}, ${location.state}` : 'your area'
  const nearby = location ? nearbyAreas(location, areas) : areas.slice(0, MAX_NEARBY_AREAS)
  const make = (id: string, category: string, entries: [string, string][]): FaqCategory => ({
    id,
    name: category,
    items: entries.map(([question, answer]): FaqItem => ({ category, question, answer })),
  })
  return [
    make('area', 'Service Area', [
      [
        `Do you offer mobile detailing in ${here}?`,
        `Yes. ${name} comes to your home, office or storage spot in ${here}, with everything needed to detail your vehicle on site.`,
      ],
      [
        `Which areas near ${location?.city ?? 'you'} do you serve?`,
        nearby.length > 0
          ? `Besides ${here}, we also serve ${list(nearby)}.`
          : `Right now we focus on ${here}. Contact us if you are just outside it; we can often make it work.`,
      ],
      [
        'Is there a travel fee?',
        `Most addresses in ${here} have no travel fee. Areas farther from our base may have a minimum order or a small surcharge, which is included in your estimate before you book.`,
      ],
    ]),
    make('booking', 'Booking', [
      [
        'How far ahead should I book?',
        `We recommend booking 3 to 5 days ahead. Weekends in ${here} fill up first, so book earlier for Saturday appointments.`,
      ],
      [
        'Do I need to be there during the detail?',
        'No. We only need access to the vehicle and, if requested, to water. Many customers book while they are at work.',
      ],
      [
        'How long will it take?',
        'Most details take 2 to 6 hours depending on the vehicle, its condition and the package. We give you an estimate when you book.',
      ],
    ]),
    make('policies', 'Policies', [
      [
        'What is your cancellation policy?',
        'Cancellation is free up to 24 hours before your appointment. If the weather is unsuitable, we reschedule with you at no charge.',
      ],
      [
        'What if I am not satisfied?',
        `Let ${name} know within 24 hours of your service and we will come back to make it right.`,
      ],
    ]),
  ]
}

/** The detailer's own questions (dashboard Website tab) as the first category, when it has some. */
export function ownFaqCategory(
  businessName: string,
  faqs: readonly { question: string; answer: string }[],
): FaqCategory[] {
  if (faqs.length === 0) return []
  const category = `From ${businessName}`
  return [{ id: 'own', name: category, items: faqs.map((f) => ({ category, ...f })) }]
}
