import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { depositFor, feeReversal, platformFee } from '~/lib/payments/fees'

// The platform's money arithmetic (decision 036): one fee function, integer cents.

describe('platformFee', () => {
  it('is 10 % of the amount charged, rounded half up to the cent', () => {
    expect(platformFee(15000)).toBe(1500)
    expect(platformFee(1005)).toBe(101)
    expect(platformFee(1004)).toBe(100)
    expect(platformFee(50)).toBe(5)
    expect(platformFee(0)).toBe(0)
  })

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => platformFee(10.5)).toThrow(RangeError)
    expect(() => platformFee(-1)).toThrow(RangeError)
  })
})

describe('depositFor', () => {
  it('asks 25 % of the estimate by default, a fixed amount up to the estimate, or nothing', () => {
    expect(depositFor(14900, { kind: 'percent', percent: 25 })).toBe(3725)
    expect(depositFor(14950, { kind: 'percent', percent: 25 })).toBe(3738)
    expect(depositFor(14900, { kind: 'fixed', cents: 5000 })).toBe(5000)
    expect(depositFor(3000, { kind: 'fixed', cents: 5000 })).toBe(3000)
    expect(depositFor(14900, { kind: 'none' })).toBe(0)
    // Below Stripe's 50¢ minimum charge nothing is asked: the customer pays on the day.
    expect(depositFor(100, { kind: 'percent', percent: 25 })).toBe(0)
  })
})

/** A charge and refunds of it, as the ledger writes them (amount = fee + net on each row). */
function ledgerRows(amount: number, refunds: number[]) {
  const fee = platformFee(amount)
  const rows = [{ amount, fee, net: amount - fee }]
  let before = 0
  for (const r of refunds) {
    const back = feeReversal({ amountCents: amount, feeCents: fee }, before, r)
    before += r
    rows.push({ amount: -r, fee: -back, net: -(r - back) })
  }
  return rows
}

/** Refund parts of a charge: never more than was charged in all. */
const chargeWithRefunds = fc.integer({ min: 50, max: 10_000_000 }).chain((amount) =>
  fc.array(fc.integer({ min: 1, max: amount }), { maxLength: 8 }).map((parts) => {
    const refunds: number[] = []
    let left = amount
    for (const p of parts) {
      const r = Math.min(p, left)
      if (r > 0) refunds.push(r)
      left -= r
    }
    return { amount, refunds, full: left === 0 }
  }),
)

describe('the ledger balances', () => {
  it('gross = fees + net for any charges and refunds, and no refund gives back more fee than was taken', () => {
    fc.assert(
      fc.property(fc.array(chargeWithRefunds, { minLength: 1, maxLength: 20 }), (charges) => {
        let gross = 0
        let fees = 0
        let net = 0
        for (const { amount, refunds, full } of charges) {
          const rows = ledgerRows(amount, refunds)
          const feeLeft = rows.reduce((s, r) => s + r.fee, 0)
          expect(feeLeft).toBeGreaterThanOrEqual(0)
          expect(feeLeft).toBeLessThanOrEqual(platformFee(amount))
          for (const r of rows.slice(1)) expect(r.fee).toBeLessThanOrEqual(0)
          // A charge refunded in full (in one part or many) keeps no fee at all.
          if (full) expect(feeLeft).toBe(0)
          for (const r of rows) {
            expect(Number.isInteger(r.amount) && Number.isInteger(r.fee)).toBe(true)
            gross += r.amount
            fees += r.fee
            net += r.net
          }
        }
        expect(gross).toBe(fees + net)
      }),
      { numRuns: 300 },
    )
  })

  it('gives the fee back in proportion: half the charge refunded returns half the fee', () => {
    expect(ledgerRows(10000, [5000])[1]).toEqual({ amount: -5000, fee: -500, net: -4500 })
    expect(ledgerRows(1005, [1005])[1]).toEqual({ amount: -1005, fee: -101, net: -904 })
  })
})
