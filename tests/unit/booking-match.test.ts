import { describe, expect, it } from 'vitest'
import { explainFeature, matchFeature, normalizeFeature } from '~/lib/booking/match'

const slugOf = (feature: string) => matchFeature(feature)?.slug ?? null

describe('matching tier features to the explanation catalogue', () => {
  it('normalises names to slugs', () => {
    expect(normalizeFeature('  Stage 1: Paint Correction! ')).toBe('stage-1-paint-correction')
    expect(normalizeFeature('Wash & Wax')).toBe('wash-and-wax')
  })

  it.each([
    ['full-exterior-wash', 'full-exterior-wash'],
    ['paint-correction-2-stage', 'paint-correction-2-stage'],
    ['Ceramic-Coating-3-Stage', 'ceramic-coating-3-stage'],
  ])('matches the slug %s', (feature, slug) => {
    expect(slugOf(feature)).toBe(slug)
  })

  it.each([
    ['Preperation Detail', 'preparation-detail'],
    ['preperation', 'preparation-detail'],
    ['Prep Detail', 'preparation-detail'],
    ['Iron Decontamination', 'fallout-removal'],
  ])("matches the alias '%s'", (feature, slug) => {
    expect(slugOf(feature)).toBe(slug)
  })

  it.each([
    ['Stage 1 Paint Correction', 'paint-correction-1-stage'],
    ['stage-2 paint correction', 'paint-correction-2-stage'],
    ['1-Stage Paint Correction', 'paint-correction-1-stage'],
    ['Paint Correction Stage 3', 'paint-correction-3-stage'],
    ['Paint Correction 2-Stage', 'paint-correction-2-stage'],
    ['1-Stage Ceramic Coating', 'ceramic-coating-1-stage'],
    ['Stage 3 Ceramic Coating', 'ceramic-coating-3-stage'],
    ['Ceramic Coating Stage 2', 'ceramic-coating-2-stage'],
  ])("reads the stage in any order: '%s'", (feature, slug) => {
    expect(slugOf(feature)).toBe(slug)
  })

  it("maps '3-5 Year Ceramic Coating' to the 2-stage ceramic coating", () => {
    expect(slugOf('3-5 Year Ceramic Coating')).toBe('ceramic-coating-2-stage')
    expect(slugOf('3-5 year ceramic coating')).toBe('ceramic-coating-2-stage')
  })

  it.each([
    ['Full Exterior Wash', 'full-exterior-wash'],
    ['paint enhancement', 'paint-enhancement'],
    ['FALLOUT REMOVAL', 'fallout-removal'],
  ])("matches the exact name '%s'", (feature, slug) => {
    expect(slugOf(feature)).toBe(slug)
  })

  it.each([
    ['Hand wash and dry of the exterior', 'full-exterior-wash'],
    ['Iron fallout treatment on wheels', 'fallout-removal'],
    ['Two step polish', 'paint-correction-2-stage'],
    ['Paint correction', 'paint-correction-1-stage'],
    ['Gloss enhancement polish', 'paint-enhancement'],
    ['Ceramic coating (7 year)', 'ceramic-coating-3-stage'],
    ['Ceramic sealant top-up', 'ceramic-coating-1-stage'],
  ])("falls back to keywords: '%s'", (feature, slug) => {
    expect(slugOf(feature)).toBe(slug)
  })

  it.each(['Interior Vacuum', 'Degrease engine bay', 'Marine Wax', 'Tire Dressing', '', '!!!'])(
    "finds nothing for '%s'",
    (feature) => {
      expect(slugOf(feature)).toBeNull()
    },
  )

  it('explains a feature with the vehicle’s own duration and features', () => {
    const truck = explainFeature('Full Exterior Wash', 'truck')
    expect(truck?.details.duration).toBe(120)
    expect(explainFeature('Full Exterior Wash', 'boat')?.details.duration).toBe(150)
    expect(explainFeature('Full Exterior Wash', 'rv')?.details.duration).toBe(180)
  })

  it('uses truck data for an SUV and car data for a motorcycle', () => {
    expect(explainFeature('Preparation Detail', 'suv')?.details).toEqual(
      explainFeature('Preparation Detail', 'truck')?.details,
    )
    const motorcycle = explainFeature('2-Stage Ceramic Coating', 'motorcycle')
    expect(motorcycle?.details).toEqual(explainFeature('2-Stage Ceramic Coating', 'car')?.details)
    expect(motorcycle?.details.duration).toBe(720)
  })
})
