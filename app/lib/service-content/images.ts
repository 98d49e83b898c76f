import { type ServiceMedia } from './types'

const DIR = '/images/services'

// Artwork sizes: heroes are 16:9, section art 4:3, before/after pairs 3:2 (same size per pair,
// so the two layers of the slider line up).
export const hero = (name: string, alt: string): ServiceMedia => ({
  src: `${DIR}/hero-${name}.svg`,
  alt,
  width: 1600,
  height: 900,
})

export const art = (name: string, alt: string): ServiceMedia => ({
  src: `${DIR}/${name}.svg`,
  alt,
  width: 800,
  height: 600,
})

export const pair = (name: string, before: string, after: string) => ({
  beforeImage: { src: `${DIR}/${name}-before.svg`, alt: before, width: 1200, height: 800 },
  afterImage: { src: `${DIR}/${name}-after.svg`, alt: after, width: 1200, height: 800 },
})

/** Questions every mobile service shares (spec §9 example copy), appended after the specific ones. */
export const BOOKING_FAQS = [
  {
    question: 'How far ahead should I book?',
    answer:
      'Booking 3 to 5 days ahead gives you the widest choice of times. Cancellation is free up to 24 hours before your appointment.',
  },
  {
    question: 'What if I am not happy with the result?',
    answer:
      'Tell us within 24 hours of the service and we will come back to put it right. Photos help us see what you see.',
  },
]
