import { z } from 'zod'

// The local checkout's card form (decision 036), with Stripe's own words for each mistake.

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
}

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export const cardSchema = (now: Date) =>
  z.object({
    card_number: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d{13,19}$/.test(v), CARD_MESSAGES.numberIncomplete)
      .refine(luhnValid, CARD_MESSAGES.numberInvalid),
    expiry: z
      .string()
      .transform((v) => v.replace(/\s/g, ''))
      .refine((v) => /^(0[1-9]|1[0-2])\/?\d{2}$/.test(v), CARD_MESSAGES.expiryIncomplete)
      .refine((v) => {
        const month = Number(v.slice(0, 2))
        const year = 2000 + Number(v.slice(-2))
        return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
      }, CARD_MESSAGES.expiryPast),
    cvc: z
      .string()
      .trim()
      .refine((v) => /^\d{3,4}$/.test(v), CARD_MESSAGES.cvcIncomplete),
  })

export type CardInput = z.infer<ReturnType<typeof cardSchema>>

/** Stripe's test cards, as the local checkout treats them. */
export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticate: '4000002500003155',
  // Pays, then the customer's bank opens a dispute (Stripe's test card for a fraud dispute).
  disputed: '4000000000000259',
  // Cards on file (issue 39): attaches and pays at checkout, declines off-session.
  declinesOffSession: '4000000000000341',
  // Asks for authentication on every payment, at checkout and off-session.
  authenticatesAlways: '4000002760003184',
}

export const AUTHENTICATION_REQUIRED =
  'Your bank asks you to confirm this payment yourself, so it could not be charged automatically.'

export const DECLINED = 'Your card was declined.'
export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.'
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
export const NOT_A_TEST_CARD =
  'Your card was declined. This checkout takes test cards only, such as 4242 4242 4242 4242.'
