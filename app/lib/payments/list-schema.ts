import { z } from 'zod'
import { bookingListQuerySchema } from '~/lib/booking/list-schema'

/** GET /api/payments?business_slug=…&limit=…&offset=…: the slug is required here. */
export const paymentListQuerySchema = bookingListQuerySchema.extend({
  business_slug: z
    .string({ required_error: 'Business slug is required' })
    .trim()
    .min(1, 'Business slug is required')
    .max(50, 'Business slug must be at most 50 characters'),
})
