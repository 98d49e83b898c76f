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

/** '1,499' for 1499: the en-US grouping of a whole number of dollars. */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',')
}

/**
 * '$149', '$1,499', '$178.80': whole dollars without cents, otherwise two decimals (as
 * Intl.NumberFormat's en-US USD). Written out rather than built on Intl: the first Intl formatter
 * a page makes loads the browser's locale data, 20–80 ms in the one task that starts the
 * booking page's scripts (issue 43), and this module is on every public page with a price.
 */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.round(Math.abs(cents))
  const whole = grouped(Math.floor(abs / 100))
  const rest = abs % 100
  return rest === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(rest).padStart(2, '0')}`
}
