import { describe, expect, it } from 'vitest'
import { estimateCents, formatMoney } from '~/lib/booking/pricing'

describe('booking estimate = max(minimum, price × multiplier), rounded to cents', () => {
  it('applies the multiplier when it is above the minimum (jps Las Vegas: $249 × 1.2)', () => {
    expect(estimateCents({ priceCents: 24_900, minimumCents: 20_000, multiplier: 1.2 })).toBe(
      29_880,
    )
  })

  it('charges the minimum when price × multiplier is below it ($149 × 1.2 and $99 × 1.2 < $200)', () => {
    expect(estimateCents({ priceCents: 14_900, minimumCents: 20_000, multiplier: 1.2 })).toBe(
      20_000,
    )
    expect(estimateCents({ priceCents: 9_900, minimumCents: 20_000, multiplier: 1.2 })).toBe(20_000)
  })

  it('is the price itself with no minimum and a multiplier of 1', () => {
    expect(estimateCents({ priceCents: 14_900, minimumCents: 0, multiplier: 1 })).toBe(14_900)
  })

  it('rounds half up to the cent, exactly, where floating point would round down', () => {
    // 50¢ × 1.15 is 57.5¢ exactly, but 57.49999999999999 in floating point.
    expect(Math.round(50 * 1.15)).toBe(57)
    expect(estimateCents({ priceCents: 50, minimumCents: 0, multiplier: 1.15 })).toBe(58)
    expect(estimateCents({ priceCents: 1_999, minimumCents: 0, multiplier: 1.15 })).toBe(2_299)
    expect(estimateCents({ priceCents: 1_001, minimumCents: 0, multiplier: 1.1 })).toBe(1_101)
    expect(estimateCents({ priceCents: 333, minimumCents: 0, multiplier: 0.5 })).toBe(167)
    expect(estimateCents({ priceCents: 12_345, minimumCents: 0, multiplier: 1.333 })).toBe(16_456)
  })

  it('handles large prices without losing precision', () => {
    expect(estimateCents({ priceCents: 100_000_000, minimumCents: 0, multiplier: 1.15 })).toBe(
      115_000_000,
    )
  })

  it('refuses impossible inputs', () => {
    expect(() => estimateCents({ priceCents: -1, minimumCents: 0, multiplier: 1 })).toThrow(
      RangeError,
    )
    expect(() => estimateCents({ priceCents: 1.5, minimumCents: 0, multiplier: 1 })).toThrow(
      RangeError,
    )
    expect(() => estimateCents({ priceCents: 100, minimumCents: -5, multiplier: 1 })).toThrow(
      RangeError,
    )
    expect(() => estimateCents({ priceCents: 100, minimumCents: 0, multiplier: 0 })).toThrow(
      RangeError,
    )
    expect(() => estimateCents({ priceCents: 100, minimumCents: 0, multiplier: NaN })).toThrow(
      RangeError,
    )
  })

  it('formats whole dollars without cents and others with two decimals', () => {
    expect(formatMoney(14_900)).toBe('$149')
    expect(formatMoney(149_900)).toBe('$1,499')
    expect(formatMoney(29_880)).toBe('$298.80')
    expect(formatMoney(5)).toBe('$0.05')
  })

  // Issue 43: written out instead of Intl (whose locale data cost the page's first task); it must
  // say what Intl's en-US USD formatters say, for every kind of amount.
  it('formats exactly as Intl.NumberFormat en-US USD did', () => {
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    })
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    const intl = (n: number) => (n % 100 === 0 ? whole : cents).format(n / 100)
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456_789, -5, -150]
    for (let n = 0; n < 2_000_000; n += 7_919) amounts.push(n, n * 100)
    for (const n of amounts) expect(formatMoney(n)).toBe(intl(n))
  })
})
