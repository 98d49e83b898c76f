import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AA,
  accessibleShade,
  brandShades,
  brandStyle,
  contrast,
  normalizeHex,
  weakestContrast,
} from '~/lib/brand/colour'
import { brandColourSchema } from '~/lib/brand/schema'

const hex = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`)

describe('brand colour', () => {
  it('measures contrast the WCAG way (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#1172bf', '#1172bf')).toBe(1)
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('accepts our own blue and refuses gold, suggesting a darker gold that passes', () => {
    expect(brandColourSchema.safeParse({ brand_color: '#1172BF' }).data).toEqual({
      brand_color: '#1172bf',
    })
    const gold = brandColourSchema.safeParse({ brand_color: '#ffd700' })
    expect(gold.success).toBe(false)
    expect(gold.error?.issues[0]?.message).toMatch(/too light .* Try #[0-9a-f]{6}\./)
  })

  it('refuses what is not a hex colour and reads an empty value as "use ours"', () => {
    expect(brandColourSchema.safeParse({ brand_color: 'red' }).success).toBe(false)
    expect(brandColourSchema.safeParse({ brand_color: '#12345' }).success).toBe(false)
    expect(brandColourSchema.safeParse({ brand_color: ' ' }).data).toEqual({ brand_color: null })
    expect(normalizeHex('#17B')).toBe('#1177bb')
  })

  it('derives, for any colour, a suggestion whose every pairing passes AA', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const shade = accessibleShade(colour)
        expect(weakestContrast(shade)).toBeGreaterThanOrEqual(AA)
        const shades = brandShades(shade)
        expect(contrast(shades[600], '#ffffff')).toBeGreaterThanOrEqual(AA)
        expect(contrast(shades[700], shades[100])).toBeGreaterThanOrEqual(AA)
      }),
    )
  })

  it('hands the pages "r g b" custom properties for every shade the classes use', () => {
    expect(brandStyle('#0b6e4f')).toMatchObject({ '--brand-600': '11 110 79' })
    expect(Object.keys(brandStyle('#0b6e4f')).sort()).toEqual(
      [
        '--brand-100',
        '--brand-50',
        '--brand-500',
        '--brand-600',
        '--brand-700',
        '--brand-900',
      ].sort(),
    )
  })
})
