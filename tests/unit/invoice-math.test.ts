import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chargeFees, platformFee } from '~/lib/payments/fees'
import { invoiceTotals, salesTax, tipFor } from '~/lib/payments/invoice-math'

// An invoice's arithmetic and the fees after the job (decision 040), in integer cents.

describe('salesTax', () => {
  it('is the rate in basis points of the taxable amount, half up to the cent', () => {
    expect(salesTax(10010, 825)).toBe(826) // 825.825¢
    expect(salesTax(10000, 825)).toBe(825)
    expect(salesTax(2, 2500)).toBe(1) // 0.5¢ rounds up
    expect(salesTax(1, 2500)).toBe(0)
    expect(salesTax(0, 825)).toBe(0)
    expect(salesTax(10000, 0)).toBe(0)
  })
})

describe('invoiceTotals', () => {
  it('taxes the discounted amount and takes the deposit off the total', () => {
    const t = invoiceTotals(
      [{ amountCents: 14900 }, { amountCents: 4000 }, { amountCents: -1005 }],
      825,
      3725,
    )
    expect(t).toEqual({
      chargesCents: 18900,
      discountsCents: 1005,
      taxCents: 1476, // 8.25 % of 178.95 = 14.763…
      totalCents: 17895 + 1476,
      depositCents: 3725,
      balanceCents: 17895 + 1476 - 3725,
    })
  })

  it('property: total = lines + tax − discounts; balance = total − deposit, never below zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100_000, max: 1_000_000 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amounts, bps, deposit) => {
          const t = invoiceTotals(
            amounts.map((amountCents) => ({ amountCents })),
            bps,
            deposit,
          )
          const sum = amounts.reduce((a, b) => a + b, 0)
          expect(t.chargesCents - t.discountsCents).toBe(sum)
          if (sum >= 0) expect(t.totalCents).toBe(sum + t.taxCents)
          else expect(t.totalCents).toBe(0)
          expect(t.taxCents).toBe(salesTax(Math.max(0, sum), bps))
          expect(t.balanceCents).toBe(Math.max(0, t.totalCents - deposit))
          expect(Number.isInteger(t.taxCents)).toBe(true)
        },
      ),
    )
  })
})

describe('chargeFees', () => {
  it('takes 10 % of the balance and only the 3 % processing share of the tip', () => {
    expect(chargeFees(11175 + 2980, 2980)).toEqual({
      balanceFeeCents: 1118, // 10 % of 111.75 = 11.175 → 11.18
      tipFeeCents: 89, // 3 % of 29.80 = 0.894 → 0.89
      feeCents: 1207,
    })
    expect(chargeFees(3000)).toEqual({ balanceFeeCents: 300, tipFeeCents: 0, feeCents: 300 })
    expect(() => chargeFees(100, 200)).toThrow(RangeError)
  })

  it('property: the balance and tip rows balance (gross = fees + net) and their fees add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (balance, tip) => {
          const f = chargeFees(balance + tip, tip)
          const rows = [
            { amount: balance, fee: f.balanceFeeCents },
            { amount: tip, fee: f.tipFeeCents },
          ].map((r) => ({ ...r, net: r.amount - r.fee }))
          const gross = rows.reduce((s, r) => s + r.amount, 0)
          expect(gross).toBe(rows.reduce((s, r) => s + r.fee + r.net, 0))
          expect(f.feeCents).toBe(f.balanceFeeCents + f.tipFeeCents)
          expect(f.balanceFeeCents).toBe(platformFee(balance))
          expect(f.tipFeeCents).toBeLessThanOrEqual(platformFee(tip))
        },
      ),
    )
  })
})

describe('tipFor', () => {
  it('is a percentage of the total, half up', () => {
    expect(tipFor(14900, 20)).toBe(2980)
    expect(tipFor(14950, 15)).toBe(2243) // 22.425 → 22.43
    expect(tipFor(0, 25)).toBe(0)
  })
})
