import { z } from 'zod'
import { dollarsToCents } from './settings-schema'
import { MAX_TAX_BPS } from './invoice-math'

// The invoice forms (decision 040), shared by the pages and the server: the detailer's draft
// editor, the customer's tip, and the Payments tab's tax and no-show settings.

export const INVOICE_MESSAGES = {
  description: 'Please describe the item in 1 to 120 characters',
  reason: 'Please give the reason the customer will read (1 to 300 characters)',
  amount: 'Amount must be between $0.01 and $10,000',
  line: 'This line is not on this invoice.',
  notDraft: 'This invoice has been sent and can no longer be changed.',
  tip: 'Please choose a tip or enter an amount between $0 and $10,000',
  taxRate: 'Sales tax must be a rate from 0 to 20 %, e.g. 8.25',
  noShowFee: 'No-show fee must be between $0 and $10,000',
  noShowFeeTooHigh: (max: string) => `The no-show fee can be at most ${max}, as shown at booking.`,
  notFound: 'Invoice not found',
}

const text = (max: number, message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, message)

const cents = (message: string, min = 1) =>
  z.string({ required_error: message, invalid_type_error: message }).transform((v, ctx) => {
    const c = dollarsToCents(v)
    if (!(c >= min && c <= 1_000_000)) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return c
  })

const lineId = z.coerce
  .number({ invalid_type_error: INVOICE_MESSAGES.line })
  .int(INVOICE_MESSAGES.line)
  .positive(INVOICE_MESSAGES.line)

export const invoiceEditSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('line-add'),
    kind: z.enum(['item', 'discount'], {
      errorMap: () => ({ message: 'Please choose an item or a discount' }),
    }),
    description: text(120, INVOICE_MESSAGES.description),
    amount: cents(INVOICE_MESSAGES.amount),
    reason: text(300, INVOICE_MESSAGES.reason),
  }),
  z.object({
    intent: z.literal('line-change'),
    line: lineId,
    amount: cents(INVOICE_MESSAGES.amount),
    reason: text(300, INVOICE_MESSAGES.reason),
  }),
  z.object({ intent: z.literal('line-remove'), line: lineId }),
  z.object({ intent: z.literal('send') }),
])
export type InvoiceEdit = z.infer<typeof invoiceEditSchema>

export const ADJUST_MESSAGES = {
  direction: 'Please choose whether the adjustment adds to the invoice or takes off it',
  draft: 'This invoice is still a draft: change its lines instead.',
  paid: 'This invoice is paid and can no longer be adjusted. To give money back, refund a payment instead.',
  paying:
    'The customer is paying this invoice right now. Please reload the page in a minute and try again.',
  belowZero: 'This adjustment would take the invoice below $0.',
  failed:
    'The payment provider could not be reached, so the invoice was not changed. Please try again.',
}

/** A change after sending (decision 044, branch r39): a new line, + or −, with its reason. */
export const invoiceAdjustSchema = z.object({
  intent: z.literal('adjust'),
  direction: z.enum(['charge', 'credit'], {
    errorMap: () => ({ message: ADJUST_MESSAGES.direction }),
  }),
  description: text(120, INVOICE_MESSAGES.description),
  amount: cents(INVOICE_MESSAGES.amount),
  reason: text(300, INVOICE_MESSAGES.reason),
})
export type InvoiceAdjust = z.infer<typeof invoiceAdjustSchema>

/** The customer's tip: a percentage of the invoice total, none, or an amount of their own. */
export const tipSchema = z
  .object({
    tip: z.enum(['0', '15', '20', '25', 'custom'], {
      errorMap: () => ({ message: INVOICE_MESSAGES.tip }),
    }),
    tip_amount: z.string().optional(),
  })
  .transform((v, ctx) => {
    if (v.tip !== 'custom') return { percent: Number(v.tip), cents: null }
    const c = dollarsToCents(v.tip_amount ?? '')
    if (!(c >= 0 && c <= 1_000_000)) {
      ctx.addIssue({ code: 'custom', path: ['tip_amount'], message: INVOICE_MESSAGES.tip })
      return z.NEVER
    }
    return { percent: null, cents: c }
  })

/** "8.25" (%) → 825 basis points; at most two decimals. */
export function percentToBps(value: string): number {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(value.trim().replace(/\s*%$/, ''))
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN
}

/** An optional amount in dollars ($0 to $10,000); empty is 0. */
export const optionalCents = (message: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const c = v && v.trim() ? dollarsToCents(v) : 0
      if (!(c >= 0 && c <= 1_000_000)) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return c
    })

export const afterJobSettingsSchema = z.object({
  tax_rate: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const bps = v && v.trim() ? percentToBps(v) : 0
      if (!(bps >= 0 && bps <= MAX_TAX_BPS)) {
        ctx.addIssue({ code: 'custom', message: INVOICE_MESSAGES.taxRate })
        return z.NEVER
      }
      return bps
    }),
  no_show_fee: optionalCents(INVOICE_MESSAGES.noShowFee),
})
