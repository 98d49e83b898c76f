import { z } from 'zod'

// What the weather link's page (/booking/weather) shows; the loader decides, the page renders.

export interface WeatherPageOpen {
  state: 'open'
  side: 'customer' | 'detailer'
  reference: string
  businessName: string
  customerName: string
  service: string
  when: string
  address: string
  /** "Rain is likely on Tue 9:00 AM — keep or move?", or null when the forecast cleared. */
  question: string | null
  headline: string | null
  kept: boolean
  offers: { startAt: string; label: string }[]
  /** The time the tapped link named, when it is still offered. */
  chosen: string | null
}

export type WeatherPageState =
  | { state: 'expired' }
  | { state: 'closed'; message: string }
  | { state: 'moved'; when: string }
  | WeatherPageOpen

export interface WeatherActionData {
  error: string
}

/** The page's two forms: move to a chosen time, or keep the job where it is. */
export const weatherChoiceSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('move'), slot: z.string().max(40).optional() }),
  z.object({ intent: z.literal('keep') }),
])
