import { type APIRequestContext, expect } from '@playwright/test'
import { ADMIN, bearerFor } from './fresh-business'

/**
 * A five-star review of `businessSlug` by `name`, added as the admin does (`/api/admin/seed-reviews`,
 * approved at once): a review of the test's own, under a name no other test uses.
 */
export async function seedReview(
  request: APIRequestContext,
  review: { businessSlug: string; name: string; title: string; content: string },
) {
  const seeded = await request.post('/api/admin/seed-reviews', {
    data: { reviews: [{ type: 'affiliate', stars: 5, ...review }] },
    headers: { Authorization: await bearerFor(request, ADMIN.email, ADMIN.password) },
  })
  expect(seeded.status()).toBe(201)
}
