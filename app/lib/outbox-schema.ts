import { z } from 'zod'

// The admin's mail view (outbox list and Retry), shared by the panel and the API.

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export const outboxQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(OUTBOX_STATUSES, {
        errorMap: () => ({ message: `Status must be one of: ${OUTBOX_STATUSES.join(', ')}` }),
      })
      .optional(),
  ),
  limit: z.coerce
    .number({ invalid_type_error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(50),
  offset: z.coerce
    .number({ invalid_type_error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset cannot be negative')
    .default(0),
})

export const outboxRetrySchema = z.object({
  id: z.coerce
    .number({ invalid_type_error: 'Email id must be a number' })
    .int('Email id must be a whole number')
    .positive('Email id must be a positive number'),
})

/** One outbox row as the API answers it. */
export interface OutboxItem {
  id: number
  to: string
  subject: string
  template: string | null
  status: OutboxStatus
  attempts: number
  last_error: string | null
  created_at: string
  next_attempt_at: string | null
  sent_at: string | null
}

export const OUTBOX_MESSAGES = {
  retried: 'Email queued for another attempt',
  notFailed: 'Only failed emails can be retried',
  notFound: 'Email not found',
} as const
