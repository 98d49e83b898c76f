import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { type BookingListItem } from '~/lib/account/bookings'
import { depositSummary, depositView } from '~/lib/payments/deposit-view'
import { earliestBookingDate } from '~/lib/booking/request-fields'
import { vehicleName } from '~/lib/booking/vehicles'
import { formatInZone, zoneFor } from '~/lib/time-zone'
import { type Db, schema } from '../db.server'
import { ledgerSum } from '../booking/email-view.server'
import { confirmationKey } from '../booking/reference.server'

const {
  affiliates,
  bookingPayments,
  bookingRequests: b,
  quoteRequests: q,
  serviceAreas,
  users,
} = schema

export const MY_BOOKINGS_PAGE_SIZE = 10
export const MY_QUOTES_SHOWN = 5
const OPEN = ['pending', 'confirmed'] as const

// The exact expression of booking_requests_customer_when_idx (migration 0018): SQLite uses an
// expression index only when the query repeats it.
const when = sql<string>`coalesce(${b.startAt}, ${b.preferredDate})`

/**
 * Requests made with this account's email before (or without) signing in become the account's,
 * but only once the account has proven it owns that email (decision 023). One idempotent
 * statement: the condition on the user row is read inside it, so nothing can slip in between.
 */
export function attachVerifiedRequests(db: Db, user: { id: number; email: string }) {
  const verified = sql`exists (select 1 from ${users} where ${users.id} = ${user.id} and ${users.email} = ${user.email} and ${users.emailVerifiedAt} is not null)`
  return [
    db
      .update(b)
      .set({ customerUserId: user.id })
      .where(and(eq(b.customerEmail, user.email), isNull(b.customerUserId), verified)),
    db
      .update(q)
      .set({ customerUserId: user.id })
      .where(and(eq(q.email, user.email), isNull(q.customerUserId), verified)),
  ] as const
}

type DepositStatus = (typeof bookingPayments.$inferSelect)['status']

function listQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      reference: b.reference,
      status: b.status,
      serviceName: b.serviceName,
      tierName: b.tierName,
      vehicleType: b.vehicleType,
      preferredDate: b.preferredDate,
      timeWindow: b.timeWindow,
      startAt: b.startAt,
      estimateCents: b.estimateCents,
      businessName: affiliates.businessName,
      slug: affiliates.slug,
      timeZone: affiliates.timeZone,
      baseState: affiliates.baseState,
      // A subquery, not a join: a second primary area must not repeat the booking.
      primaryState: sql<
        string | null
      >`(select ${serviceAreas.state} from ${serviceAreas} where ${serviceAreas.affiliateId} = ${affiliates.id} and ${serviceAreas.isPrimary} = 1 limit 1)`,
      // The deposit (decision 036) in the same statement: its row (one per booking, by primary
      // key) and what the ledger says was paid and refunded (by ledger_entries_booking_idx).
      // Aliased: in a D1 batch drizzle maps rows by column name, and "status" is taken (as are
      // two subqueries that differ only in a bound value).
      depositCents: sql<number | null>`${bookingPayments.amountCents}`.as('deposit_cents'),
      depositStatus: sql<DepositStatus | null>`${bookingPayments.status}`.as('deposit_status'),
      depositExpiresAt: sql<string | null>`${bookingPayments.expiresAt}`.as('deposit_expires_at'),
      paidCents: ledgerSum('deposit').as('paid_cents'),
      refundedCents: ledgerSum('refund').as('refunded_cents'),
    })
    .from(b)
    .innerJoin(affiliates, eq(affiliates.id, b.affiliateId))
    .leftJoin(bookingPayments, eq(bookingPayments.bookingId, b.id))
    .where(where)
}

type Row = Awaited<ReturnType<typeof listQuery>>[number]

export interface MyBookingsPages {
  upcoming: number
  past: number
}

/**
 * The signed-in person's own bookings, upcoming (soonest first) and past (latest first), a page
 * of each, and their latest quote requests: one D1 batch, which first attaches what their
 * verified email earned. Only rows owned by `user.id` are ever read.
 */
export async function loadMyBookings(
  db: Db,
  secret: string,
  user: { id: number; email: string },
  pages: MyBookingsPages,
  now = new Date(),
) {
  const today = earliestBookingDate(now)
  const size = MY_BOOKINGS_PAGE_SIZE
  const ahead = and(inArray(b.status, [...OPEN]), gte(when, today))
  const behind = or(notInArray(b.status, [...OPEN]), lt(when, today))
  const [, , account, upcoming, past, quotes] = await db.batch([
    ...attachVerifiedRequests(db, user),
    db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1),
    listQuery(db, and(eq(b.customerUserId, user.id), ahead))
      .orderBy(asc(when), asc(b.id))
      .limit(size + 1)
      .offset((pages.upcoming - 1) * size),
    listQuery(db, and(eq(b.customerUserId, user.id), behind))
      .orderBy(desc(when), desc(b.id))
      .limit(size + 1)
      .offset((pages.past - 1) * size),
    db
      .select({
        id: q.id,
        status: q.status,
        services: q.services,
        vehicle: q.vehicle,
        createdAt: q.createdAt,
        businessName: affiliates.businessName,
      })
      .from(q)
      .leftJoin(affiliates, eq(affiliates.id, q.affiliateId))
      .where(eq(q.customerUserId, user.id))
      .orderBy(desc(q.createdAt))
      .limit(MY_QUOTES_SHOWN),
  ])
  const items = (rows: Row[]) => Promise.all(rows.slice(0, size).map((r) => item(secret, r)))
  return {
    emailVerified: Boolean(account[0]?.verifiedAt),
    upcoming: { items: await items(upcoming), hasMore: upcoming.length > size },
    past: { items: await items(past), hasMore: past.length > size },
    quotes: quotes.map((row) => ({
      id: row.id,
      status: row.status,
      summary: row.services.join(', ') || 'Quote request',
      vehicle: row.vehicle,
      businessName: row.businessName ?? 'Mobile Detail Hub',
      requestedOn: row.createdAt.slice(0, 10),
    })),
  }
}

async function item(secret: string, row: Row): Promise<BookingListItem> {
  const key = await confirmationKey(secret, row.reference)
  const zone = zoneFor(row.timeZone, row.primaryState ?? row.baseState)
  return {
    reference: row.reference,
    status: row.status,
    title: `${row.serviceName} – ${row.tierName}`,
    // Named here, so the vehicle list stays in the booking page's code, off this page's.
    vehicle: vehicleName(row.vehicleType),
    businessName: row.businessName,
    appointment: row.startAt ? formatInZone(new Date(row.startAt), zone) : null,
    preferredDate: row.preferredDate,
    timeWindow: row.timeWindow,
    estimateCents: row.estimateCents,
    payment: depositSummary(depositView(row), row.status),
    // The customer booking page the emails link to, opened with the same signed key, on the
    // detailer's site so it wears the detailer's brand (issue 40).
    href: `${row.slug ? `/${row.slug}` : ''}/booking/confirmation?${new URLSearchParams({ ref: row.reference, key }).toString()}`,
  }
}
