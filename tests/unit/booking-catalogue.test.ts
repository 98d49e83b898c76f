import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '~/lib/booking/catalogue'

// Spec §9: service durations in minutes for car / truck / boat / rv.
const DURATIONS: Record<string, [number, number, number, number]> = {
  'full-exterior-wash': [90, 120, 150, 180],
  'preparation-detail': [120, 150, 180, 200],
  'fallout-removal': [60, 75, 90, 90],
  'paint-correction-1-stage': [300, 360, 420, 480],
  'paint-correction-2-stage': [480, 540, 600, 660],
  'paint-correction-3-stage': [720, 840, 900, 960],
  'paint-enhancement': [180, 210, 240, 270],
  'ceramic-coating-1-stage': [480, 540, 600, 660],
  'ceramic-coating-2-stage': [720, 840, 900, 960],
  'ceramic-coating-3-stage': [1080, 1200, 1260, 1320],
}

describe('service explanation catalogue', () => {
  it('has exactly the ten entries of spec §3/§9', () => {
    expect(CATALOGUE.map((e) => e.slug).sort()).toEqual(Object.keys(DURATIONS).sort())
  })

  for (const [slug, [car, truck, boat, rv]] of Object.entries(DURATIONS)) {
    it(`${slug} takes ${car}/${truck}/${boat}/${rv} minutes for car/truck/boat/rv`, () => {
      const entry = CATALOGUE.find((e) => e.slug === slug)
      expect(entry).toBeDefined()
      expect({
        car: entry?.vehicles.car.duration,
        truck: entry?.vehicles.truck.duration,
        boat: entry?.vehicles.boat.duration,
        rv: entry?.vehicles.rv.duration,
      }).toEqual({ car, truck, boat, rv })
    })
  }

  it('gives every entry a name, description, explanation and features for each vehicle', () => {
    for (const entry of CATALOGUE) {
      expect(entry.name.length, entry.slug).toBeGreaterThan(3)
      expect(entry.description.length, entry.slug).toBeGreaterThan(20)
      expect(entry.explanation.length, entry.slug).toBeGreaterThan(60)
      for (const details of Object.values(entry.vehicles)) {
        expect(details.features.length, entry.slug).toBeGreaterThanOrEqual(3)
      }
    }
  })
})
