import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import {
  DELETION_CANCEL_REASON,
  type DeletionRefusal,
  FORMER_CUSTOMER,
  FORMER_REVIEWER,
} from '~/lib/account/delete-account-schema'
import { clearAttempts } from '../auth/rate-limit.server'
import { type SessionUser } from '../auth/users.server'
import { appointmentStart } from '../booking/appointment.server'
import { type BookingWithBusiness, loadBookingWithBusiness } from '../booking/email-view.server'
import { cancelByCustomer } from '../booking/status-change.server'
import { invalidatePublic } from '../cache.server'
import { type Db, schema } from '../db.server'
import { paymentProvider } from '../payments/provider.server'
import { refundByPolicy } from '../payments/refunds.server'
import { attachVerifiedRequests } from './my-bookings.server'
import { checkCurrentPassword, type PasswordCheck } from './settings.server'

const {
  areaWaitlist,
  bookingPayments,
  bookingRequests: b,
  disputes,
  emailOutbox,
  invoices,
  passwordSetupTokens,
  quoteRequests: q,
  refreshTokens,
  reviews,
  sessions,
  users,
} = schema

/** The free-cancellation window (spec: free cancellation up to 24 hours before). */
const NOTICE_MS = 24 * 3_600_000
const OPEN_DISPUTES = ['warning_needs_response', 'needs_response', 'under_review'] as const

/** This account's bookings, as a subquery (one bound parameter, whatever their number). */
const bookingsOf = (db: Db, userId: number) =>
  db.select({ id: b.id }).from(b).where(eq(b.customerUserId, userId))

export type DeletionPlan =
  { ok: true; cancel: BookingWithBusiness[] } | { ok: false; reason: DeletionRefusal }

/**
 * What deleting the account would do now, or why it may not yet (decision 046): a payment in
 * dispute, an unpaid invoice, or an appointment inside the 24 hours a customer cannot cancel in.
 * Appointments further out are cancelled by the normal rules; past ones are only detached.
 * Requests the account's verified email made before signing in are its own too (decision 023).
 */
export async function deletionPlan(db: Db, user: SessionUser, now: Date): Promise<DeletionPlan> {
  const [, , disputed, due, live] = await db.batch([
    ...attachVerifiedRequests(db, user),
    db
      .select({ id: disputes.id })
      .from(disputes)
      .where(
        and(
          inArray(disputes.bookingId, bookingsOf(db, user.id)),
          inArray(disputes.status, OPEN_DISPUTES),
        ),
      )
      .limit(1),
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(inArray(invoices.bookingId, bookingsOf(db, user.id)), eq(invoices.status, 'sent')))
      .limit(1),
    db
      .select({ id: b.id })
      .from(b)
      .where(and(eq(b.customerUserId, user.id), inArray(b.status, ['pending', 'confirmed']))),
  ])
  if (disputed.length > 0) return { ok: false, reason: 'dispute' }
  if (due.length > 0) return { ok: false, reason: 'balance' }
  const cancel: BookingWithBusiness[] = []
  for (const { id } of live) {
    const row = await loadBookingWithBusiness(db, { id })
    if (!row) continue
    const start = appointmentStart(row).getTime()
    const end = start + row.booking.durationMinutes * 60_000
    if (start - now.getTime() > NOTICE_MS) cancel.push(row)
    else if (end > now.getTime()) return { ok: false, reason: 'soon' }
  }
  return { ok: true, cancel }
}

/**
 * Deletes, at the payment provider, the customers that hold this account's cards on file
 * (decision 046). Clearing our own ids alone would leave the card, and the email it was saved
 * under, at the provider. A provider that cannot be reached does not stop the deletion: the
 * same deletion clears our ids, so nothing can be charged from here again, and the failure is
 * logged with the provider's customer id for an admin to finish in the provider's dashboard.
 */
async function forgetCardsOnFile(context: AppLoadContext, userId: number) {
  const { db } = context
  const held = await db
    .selectDistinct({ provider: bookingPayments.provider, customerId: bookingPayments.customerId })
    .from(bookingPayments)
    .where(
      and(
        inArray(bookingPayments.bookingId, bookingsOf(db, userId)),
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

export type Deletion =
  | { ok: true; cancelled: number }
  | { ok: false; reason: DeletionRefusal }
  | Exclude<PasswordCheck, { ok: true }>

/**
 * Deletes a customer's account once the password is right and nothing holds it (decision 046).
 * Upcoming bookings are cancelled as the customer would cancel them (the detailer is told, a
 * deposit refunded by policy); cards on file are deleted at the payment provider; then one batch
 * detaches the person from every row that stays (bookings, quotes, invoices, reviews, the card
 * ids), removes what was only theirs, and deletes the user row, which ends every session. Money
 * rows are not touched: they hold no personal data.
 */
export async function deleteCustomerAccount(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  password: string,
  now: Date,
): Promise<Deletion> {
  // Admins and detailers keep their accounts through their own screens, never this one.
  if (user.role !== 'user') throw new Error('Only a customer account is deleted here')
  const checked = await checkCurrentPassword(context, request, user, password)
  if (!checked.ok) return checked
  const plan = await deletionPlan(context.db, user, now)
  if (!plan.ok) return plan
  let cancelled = 0
  for (const row of plan.cancel) {
    if (!(await cancelByCustomer(context.db, row, DELETION_CANCEL_REASON, now))) continue
    cancelled += 1
    await refundByPolicy(context, row.booking.id, 'customer-cancel', now)
  }
  await forgetCardsOnFile(context, user.id)
  const [renamed] = await context.db.batch(detachStatements(context.db, user, now))
  // A kept review is on its business's public pages: they show the new name at once.
  const businesses = new Set(renamed.map((r) => r.affiliateId))
  for (const affiliateId of businesses)
    if (affiliateId !== null) await invalidatePublic(context.db, { affiliateId })
  await clearAttempts(context.db, checked.attemptKey)
  return { ok: true, cancelled }
}

/** A stand-in address per deleted account: the business still sees one former customer. */
function placeholderEmail(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const hex = Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('')
  return `former-customer-${hex}@deleted.invalid`
}

/**
 * Every write of a deletion, in order: rows found through the account's bookings first, the
 * bookings themselves after (they stop naming the account), the user row last. Keyed by the
 * user's id, so a second run finds nothing and changes nothing.
 */
function detachStatements(db: Db, user: SessionUser, now: Date) {
  const at = now.toISOString()
  const email = placeholderEmail()
  const mine = bookingsOf(db, user.id)
  return [
    db
      .update(reviews)
      .set({
        reviewerName: FORMER_REVIEWER,
        reviewerAvatarUrl: null,
        reviewerUrl: null,
        updatedAt: at,
      })
      .where(and(isNotNull(reviews.bookingId), inArray(reviews.bookingId, mine)))
      .returning({ affiliateId: reviews.affiliateId }),
    // Only the buyer's name and email change on an issued invoice (migration 0039 allows just
    // this); its number, lines, tax and totals stay as the business issued them.
    db
      .update(invoices)
      .set({ customerName: FORMER_CUSTOMER, customerEmail: email, updatedAt: at })
      .where(inArray(invoices.bookingId, mine)),
    // No card stays on file: nothing can be charged to a deleted account.
    db
      .update(bookingPayments)
      .set({ saveCard: false, customerId: null, paymentMethodId: null, updatedAt: at })
      .where(inArray(bookingPayments.bookingId, mine)),
    db
      .update(b)
      .set({
        customerName: FORMER_CUSTOMER,
        customerEmail: email,
        customerPhone: '',
        addressLine: '',
        notes: null,
        clientGroup: null,
        customerUserId: null,
        updatedAt: at,
      })
      .where(eq(b.customerUserId, user.id)),
    db
      .update(q)
      .set({
        name: FORMER_CUSTOMER,
        email,
        phone: null,
        additionalInfo: null,
        customerUserId: null,
        updatedAt: at,
      })
      .where(eq(q.customerUserId, user.id)),
    db.delete(areaWaitlist).where(eq(areaWaitlist.email, user.email)),
    // Mail already sent or given up on; a notice still queued (a refund) goes out.
    db
      .delete(emailOutbox)
      .where(
        and(
          sql`lower(${emailOutbox.toAddress}) = ${user.email.toLowerCase()}`,
          inArray(emailOutbox.status, ['sent', 'failed']),
        ),
      ),
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    db.delete(refreshTokens).where(eq(refreshTokens.userId, user.id)),
    db.delete(passwordSetupTokens).where(eq(passwordSetupTokens.userId, user.id)),
    db.delete(users).where(and(eq(users.id, user.id), eq(users.role, 'user'))),
  ] as const
}
