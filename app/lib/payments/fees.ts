import { formatMoney } from '~/lib/booking/pricing'

// The platform's money arithmetic, in integer cents (decision 036). One place computes the fee.

/** The platform keeps 10 % of every amount charged (spec §9: 3 % processing + 7 % platform). */
export const PLATFORM_FEE_PERCENT = 10

/**
 * 10 % of a charge, rounded to the cent, half up: $10.05 → $1.01 (100.5¢ → 101¢), $10.04 →
 * $1.00. Integer arithmetic only, so no float ever decides a cent.
 */
export function platformFee(amountCents: number): number {
  if (!Number.isInteger(amountCents) || amountCents < 0)
    throw new RangeError('amount must be whole, non-negative cents')
  return Math.floor((amountCents * PLATFORM_FEE_PERCENT + 50) / 100)
}

/**
 * The processing share of a charge (spec §9's 3 %): all the platform keeps of a tip, which is
 * the detailer's (decision 040). Half up, integer arithmetic, as platformFee.
 */
export const PROCESSING_PERCENT = 3

/**
 * The platform's fee on a charge after the job, in one place: 10 % of the balance (or no-show
 * fee) and only the 3 % processing share of the tip, each rounded half up to the cent on its
 * own (so the ledger's balance and tip rows each carry their own fee and their sum is the total).
 */
export function chargeFees(amountCents: number, tipCents = 0) {
  if (!Number.isInteger(tipCents) || tipCents < 0 || tipCents > amountCents)
    throw new RangeError('tip must be whole cents within the charge')
  const balance = platformFee(amountCents - tipCents)
  const tip = Math.floor((tipCents * PROCESSING_PERCENT + 50) / 100)
  return { balanceFeeCents: balance, tipFeeCents: tip, feeCents: balance + tip }
}

/**
 * The fee given back with a refund, in proportion to what has been refunded in all: the fee
 * reversed so far is round(fee × refunded ÷ amount), half up, so a full refund (in one or many
 * parts) gives back exactly the whole fee and the parts never add up to more.
 */
export function feeReversal(
  charge: { amountCents: number; feeCents: number },
  refundedBeforeCents: number,
  refundCents: number,
): number {
  const { amountCents, feeCents } = charge
  if (amountCents <= 0) return 0
  const share = (refunded: number) =>
    Math.floor((2 * feeCents * refunded + amountCents) / (2 * amountCents))
  return share(refundedBeforeCents + refundCents) - share(refundedBeforeCents)
}

export type DepositSetting =
  { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'fixed'; cents: number }

export const DEFAULT_DEPOSIT: DepositSetting = { kind: 'percent', percent: 25 }

/** Stripe's smallest US card charge. */
export const MIN_CHARGE_CENTS = 50

/**
 * The deposit asked for an estimate: a percentage (rounded half up to the cent) or a fixed
 * amount, never more than the estimate; 0 when nothing is asked or it is below Stripe's minimum
 * charge (then the customer pays on the day, as with no deposit).
 */
export function depositFor(estimateCents: number, setting: DepositSetting): number {
  const raw =
    setting.kind === 'none'
      ? 0
      : setting.kind === 'percent'
        ? Math.floor((estimateCents * setting.percent + 50) / 100)
        : Math.min(setting.cents, estimateCents)
  return raw >= MIN_CHARGE_CENTS ? raw : 0
}

export function depositLabel(setting: DepositSetting): string {
  if (setting.kind === 'none') return 'No deposit'
  if (setting.kind === 'percent') return `${setting.percent} % of the estimate`
  return `${formatMoney(setting.cents)} per booking`
}
