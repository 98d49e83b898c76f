import { z } from 'zod'
import { plainText } from '~/lib/validation'
import { CANCEL_REASON_MAX, DECLINE_REASON_MAX } from './respond-limits'

export { CANCEL_REASON_MAX, DECLINE_REASON_MAX }

/** The detailer's answer from the emailed link. */
export const respondSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('confirm') }),
  z.object({
    intent: z.literal('decline'),
    reason: z
      .string({ required_error: 'Please tell the customer why' })
      .trim()
      .min(1, 'Please tell the customer why')
      .max(DECLINE_REASON_MAX, `Reason must be less than ${DECLINE_REASON_MAX} characters long`)
      .superRefine(plainText('Reason')),
  }),
])

/** The customer's cancellation from their booking page. */
export const cancelSchema = z.object({
  intent: z.literal('cancel'),
  // Set by the confirmation step: without it the page asks first and changes nothing.
  confirmed: z
    .literal('1', { errorMap: () => ({ message: 'Please confirm the cancellation' }) })
    .optional(),
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, `Reason must be less than ${CANCEL_REASON_MAX} characters long`)
    .superRefine(plainText('Reason'))
    .optional()
    .transform((value) => value || null),
})
