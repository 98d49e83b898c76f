import { z } from 'zod'

// The Payments tab's deposit setting: none, a percentage of the estimate, or a fixed amount.

/** "$25", "25.5", "1,250.00" → cents; NaN for anything else. */
export function dollarsToCents(text: string): number {
  const match = /^\$?(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''))
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN
}

export const DEPOSIT_MESSAGES = {
  kind: 'Please choose how much deposit to ask for',
  percent: 'Deposit percentage must be a whole number from 1 to 100',
  amount: 'Deposit amount must be between $0.50 and $10,000',
}

export const depositSettingSchema = z
  .object({
    deposit_kind: z.enum(['none', 'percent', 'fixed'], {
      errorMap: () => ({ message: DEPOSIT_MESSAGES.kind }),
    }),
    deposit_percent: z.string().optional(),
    deposit_amount: z.string().optional(),
  })
  .transform((v, ctx) => {
    if (v.deposit_kind === 'none') return { kind: 'none' as const, value: 0 }
    if (v.deposit_kind === 'percent') {
      const text = (v.deposit_percent ?? '').trim()
      const n = Number(text)
      if (!/^\d{1,3}$/.test(text) || n < 1 || n > 100) {
        ctx.addIssue({
          code: 'custom',
          path: ['deposit_percent'],
          message: DEPOSIT_MESSAGES.percent,
        })
        return z.NEVER
      }
      return { kind: 'percent' as const, value: n }
    }
    const cents = dollarsToCents(v.deposit_amount ?? '')
    if (!(cents >= 50 && cents <= 1_000_000)) {
      ctx.addIssue({ code: 'custom', path: ['deposit_amount'], message: DEPOSIT_MESSAGES.amount })
      return z.NEVER
    }
    return { kind: 'fixed' as const, value: cents }
  })

/** A refund's amount in dollars as cents, or null (left empty: all that is left). */
export const optionalRefundCents = (message: string, maxCents = Number.POSITIVE_INFINITY) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null
      const cents = dollarsToCents(v)
      if (!(cents >= 1 && cents <= maxCents)) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return cents
    })

/** The detailer's refund from the Payments tab: all that is left, or an amount in dollars. */
export const refundSchema = z.object({
  booking_id: z.coerce.number().int().positive('Please choose a booking'),
  amount: optionalRefundCents('Refund amount must be a positive amount in dollars'),
  token: z.string().uuid('This form has expired. Please reload the page and try again.'),
})
