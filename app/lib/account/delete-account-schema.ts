import { z } from 'zod'
import { currentPassword } from './settings-schema'

// Settings' "Delete account" (issue 39, decision 046): a first post asks (nothing changes, the
// page shows what will happen), the second carries the password and deletes.

export const deleteAccountAskSchema = z.object({
  intent: z.literal('delete-account'),
  step: z.literal('ask'),
})

export const deleteAccountSchema = z.object({
  intent: z.literal('delete-account'),
  step: z.literal('confirm'),
  currentPassword,
})

/** Shown where a customer's name was, on the business's records, after the account is deleted. */
export const FORMER_CUSTOMER = 'Former customer'
/** A kept review's author, after the account is deleted. */
export const FORMER_REVIEWER = 'A former customer'
/** Why the detailer's booking was cancelled. */
export const DELETION_CANCEL_REASON = 'The customer deleted their account.'
export const ACCOUNT_DELETED = 'Your account was deleted. We are sorry to see you go.'

export const DELETION_REFUSALS = {
  dispute:
    'A payment of yours is in dispute. You can delete your account once the dispute is settled.',
  balance:
    'You have an invoice with a balance due. Please pay it from My bookings, then delete your account.',
  soon: 'You have an appointment in the next 24 hours. Please call the detailer to cancel it, or delete your account after it.',
} as const
export type DeletionRefusal = keyof typeof DELETION_REFUSALS
