import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serviceAreaSchema } from '~/lib/service-area-schema'
import {
  fieldErrors,
  hasHiddenCharacters,
  hiddenCharacterPath,
  usStateSchema,
} from '~/lib/validation'

const BIDI_AND_INVISIBLE = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u00ad',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
]

// Printable text as people type it: letters of any script, digits, punctuation, emoji, spaces.
// The Hangul fillers are letters to Unicode (Lo) yet draw nothing, so the validator refuses them
// like the zero-width characters; they are not visible text.
const visibleText = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .filter((s) => !/[\p{C}\p{Z}\u115F\u1160\u3164\uFFA0]/u.test(s.replace(/ /g, '')))

describe('hidden characters', () => {
  it('refuses any text holding a control, zero-width or bidi character, wherever it sits', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(...BIDI_AND_INVISIBLE),
        fc.string({ maxLength: 20 }),
        (before, hidden, after) => {
          expect(hasHiddenCharacters(`${before}${hidden}${after}`)).toBe(true)
          expect(hasHiddenCharacters(`${before}${hidden}${after}`, { multiline: true })).toBe(true)
        },
      ),
    )
  })

  it('accepts visible text in any script, with emoji', () => {
    fc.assert(
      fc.property(visibleText, (text) => {
        expect(hasHiddenCharacters(text)).toBe(false)
      }),
    )
    for (const text of [
      'São Paulo',
      'Łódź',
      '東京',
      'Coeur d’Alene',
      '🚗✨ Shine',
      '👍🏽',
      '👨‍👩‍👧‍👦 family',
      '🏳️‍🌈',
    ])
      expect(hasHiddenCharacters(text)).toBe(false)
  })

  it('allows tabs and line breaks only in multi-line fields', () => {
    for (const text of ['Gate code 1234\nPark on the left', 'a\tb', 'a\r\nb']) {
      expect(hasHiddenCharacters(text)).toBe(true)
      expect(hasHiddenCharacters(text, { multiline: true })).toBe(false)
    }
  })

  it("does not let a zero-width joiner hide between letters ('ad\u200dmin')", () => {
    expect(hasHiddenCharacters('ad\u200dmin')).toBe(true)
    expect(hasHiddenCharacters('🚗\u200d')).toBe(true)
  })

  it("names the probe's city with 'City cannot contain control or invisible characters'", () => {
    const result = serviceAreaSchema.safeParse({ city: '\u0000\u202e<script>', state: 'NV' })
    expect(result.success).toBe(false)
    if (!result.success)
      expect(fieldErrors(result.error).city).toBe(
        'City cannot contain control or invisible characters',
      )
  })

  it('finds the path of the first hidden character in a JSON body, however deep', () => {
    expect(hiddenCharacterPath({ a: [{ b: 'ok' }, { c: 'x\u202ey' }] })).toBe('a.1.c')
    expect(hiddenCharacterPath({ notes: 'line one\nline two' })).toBeNull()
    let deep: unknown = 'x\u0000'
    for (let i = 0; i < 50_000; i++) deep = [deep]
    expect(hiddenCharacterPath(deep)).toMatch(/^0(\.0)*$/)
  })
})

describe('US state codes', () => {
  it.each([
    ['', 'State is required'],
    ['Nevada', 'State must be a 2-letter code (e.g., CA, NY)'],
    ['QQ', 'State must be a US state code (e.g., CA, NY)'],
    ['ZZ', 'State must be a US state code (e.g., CA, NY)'],
  ])('refuses %j with %j', (value, message) => {
    const result = usStateSchema.safeParse(value)
    expect(result.success).toBe(false)
    if (!result.success) expect(result.error.issues[0]?.message).toBe(message)
  })

  it('accepts every state, DC and Puerto Rico in either case, upper-cased', () => {
    expect(usStateSchema.parse(' nv ')).toBe('NV')
    for (const code of ['AL', 'DC', 'PR', 'WY']) expect(usStateSchema.parse(code)).toBe(code)
  })
})
