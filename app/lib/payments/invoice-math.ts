// An invoice's arithmetic (decision 040), in integer cents, shared by the page, the email and
// the server so that every figure the customer reads is computed once.

export interface LineAmount {
  amountCents: number
}

/** Basis points: 825 is 8.25 %. The most a US sales tax reaches is well under 20 %. */
export const MAX_TAX_BPS = 2000

/** Sales tax on a taxable amount, half up to the cent: 8.25 % of $100.10 = 825.825¢ → $8.26. */
export function salesTax(taxableCents: number, rateBps: number): number {
  if (taxableCents <= 0 || rateBps <= 0) return 0
  return Math.floor((taxableCents * rateBps + 5_000) / 10_000)
}

export interface InvoiceTotals {
  /** The charges: every line above zero. */
  chargesCents: number
  /** The discounts, as a positive number: every line below zero. */
  discountsCents: number
  taxCents: number
  totalCents: number
  depositCents: number
  /** What the customer still owes: the total less the deposit kept (never below zero). */
  balanceCents: number
}

/**
 * total = charges − discounts + tax, with tax on the discounted amount (charges − discounts);
 * the balance is the total less the deposit paid (a deposit above the total is not refunded
 * here: that is the detailer's refund to give).
 */
export function invoiceTotals(
  lines: readonly LineAmount[],
  rateBps: number,
  depositCents: number,
): InvoiceTotals {
  let charges = 0
  let discounts = 0
  for (const l of lines) {
    if (l.amountCents >= 0) charges += l.amountCents
    else discounts -= l.amountCents
  }
  const taxable = Math.max(0, charges - discounts)
  const tax = salesTax(taxable, rateBps)
  const total = taxable + tax
  return {
    chargesCents: charges,
    discountsCents: discounts,
    taxCents: tax,
    totalCents: total,
    depositCents,
    balanceCents: Math.max(0, total - depositCents),
  }
}

export const TIP_PERCENTS = [15, 20, 25] as const

/** A tip as a percentage of the invoice total, half up to the cent. */
export function tipFor(totalCents: number, percent: number): number {
  return Math.floor((totalCents * percent + 50) / 100)
}

/** "8.25 %" for 825 basis points. */
export function taxRateLabel(rateBps: number): string {
  return `${(rateBps / 100).toFixed(2).replace(/\.?0+$/, '')} %`
}

export const invoiceNumberLabel = (n: number) => `INV-${String(n).padStart(4, '0')}`

