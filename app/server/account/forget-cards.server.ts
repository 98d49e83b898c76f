import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { schema } from '../db.server'
import { paymentProvider } from '../payments/provider.server'

const { bookingPayments, bookingRequests: b } = schema

/**
 * Deletes, at the payment provider, the customers that hold this account's cards on file
 * (decision 046). Clearing our own ids alone would leave the card, and the email it was saved
 * under, at the provider. A provider that cannot be reached does not stop the deletion: the
 * same deletion clears our ids, so nothing can be charged from here again, and the failure is
 * logged with the provider's customer id for an admin to finish in the provider's dashboard.
 */
export async function forgetCardsOnFile(context: AppLoadContext, userId: number) {
  const { db } = context
  const held = await db
    .selectDistinct({ provider: bookingPayments.provider, customerId: bookingPayments.customerId })
    .from(bookingPayments)
    .where(
      and(
        inArray(
          bookingPayments.bookingId,
          db.select({ id: b.id }).from(b).where(eq(b.customerUserId, userId)),
        ),
        isNotNull(bookingPayments.customerId),
      ),
    )
  const provider = paymentProvider(context)
  for (const { provider: name, customerId } of held) {
    // A card saved through another provider (local rows on a Stripe deployment) is not its.
    if (name !== provider.name || !customerId) continue
    try {
      await provider.forgetCustomer(customerId)
    } catch (error) {
      console.error('A card on file could not be deleted at the payment provider', {
        customerId,
        error: String(error),
      })
    }
  }
}
