// The booking estimate (money in integer cents).

const SCALE = 1_000_000n

export interface EstimateInput {
  /** The tier's price. */
  priceCents: number
  /** The service area's minimum charge. */
  minimumCents: number
  /** The service area's price multiplier (e.g. 1.2 for a travel surcharge). */
  multiplier: number
}

/**
 * estimate = max(minimum, price × multiplier), rounded half-up to the cent. The multiplier is a
 * decimal typed by a detailer (1.15), so the product is computed exactly (in millionths, with
 * BigInt) rather than in floating point, where 1999 × 1.15 comes out as 2298.8499… and would
 * round down.
 */
export function estimateCents({ priceCents, minimumCents, multiplier }: EstimateInput): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError('Invalid price')
  if (!Number.isSafeInteger(minimumCents) || minimumCents < 0)
    throw new RangeError('Invalid minimum')
  if (!Number.isFinite(multiplier) || multiplier <= 0) throw new RangeError('Invalid multiplier')
  const scaled = BigInt(Math.round(multiplier * Number(SCALE)))
  const product = (BigInt(priceCents) * scaled + SCALE / 2n) / SCALE
  return Math.max(minimumCents, Number(product))
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
})
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** '$149', '$1,499', '$178.80': whole dollars without cents, otherwise two decimals. */
export function formatMoney(cents: number): string {
  return cents % 100 === 0 ? dollars.format(cents / 100) : dollarsAndCents.format(cents / 100)
}
