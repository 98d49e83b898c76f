import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import { wallClock } from '~/lib/dashboard/time'
import { type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { detailerRecipient } from '../email/recipients.server'
import { refusingOverlap } from './no-overlap.server'
import { windowOf } from './slot-choice.server'
import { HOLD_MS, slotContext, stillFree } from './slots.server'

const { bookingRequests, users } = schema

/**
 * A signed-in customer whose account email is verified and who books with that very email has
 * proved it already: the request holds (or auto-confirms) at once.
 */
export async function accountProof(
  db: Db,
  userId: number | null,
  email: string,
): Promise<'account' | null> {
  if (userId === null) return null
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  const same = row?.email.trim().toLowerCase() === email.trim().toLowerCase()
  return row && same && row.verifiedAt && !row.disabled ? 'account' : null
}

/** How the requester proved who they are; each proof may hold the requested time. */
export type Proof = 'email' | 'deposit'

export type HoldOutcome =
  /** held: the time is kept for the detailer; confirmed: the business auto-confirms. */
  | { ok: true; state: 'held' | 'confirmed' }
  /** A request without a chosen time: proved, nothing to hold. */
  | { ok: true; state: 'no-time' }
  /** Proved before and already holding (or confirmed): nothing changed. */
  | { ok: true; state: 'already' }
  /** taken: another job has the time now (proof is kept); closed: no longer pending. */
  | { ok: false; reason: 'taken' | 'closed' | 'missing' }

/**
 * Proof that a request is real (its email confirmed from the receipt's link, or a deposit paid):
 * the one way a request from the public form comes to hold its time (decision 016, round 3).
 *
 * Marks the request proved and tells the detailer (first proof only), then holds the requested
 * time for HOLD_MS from now, or confirms it when the business auto-confirms, in one UPDATE that
 * meets the no-overlap trigger: of two requests for one time proved at once, exactly one holds.
 * The loser keeps its proof and reports 'taken'; proving it again retries the hold (the other
 * request may have been declined meanwhile). An email proof holds at most once; a deposit also
 * renews a hold that has lapsed. `startAt` moves the request to another offered time first (the
 * customer's choice after 'taken'; the caller has checked it is one we offer).
 */
export async function holdRequestedTime(
  db: Db,
  requestId: number,
  options: { proof: Proof; now: Date; startAt?: string },
): Promise<HoldOutcome> {
  const { proof, now } = options
  const at = now.toISOString()
  const [row] = await db
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.id, requestId))
    .limit(1)
  if (!row) return { ok: false, reason: 'missing' }
  if (row.status !== 'pending') return { ok: false, reason: 'closed' }
  // A paid deposit is the first anyone hears of its request (nothing was sent at booking): the
  // customer's receipt and the detailer's notice go out with the hold, never for a time lost.
  const announce = proof === 'deposit' && row.provedAt === null
  const detailer = await proveOnce(db, row, proof, at, !announce)

  const startAt = options.startAt ?? row.startAt
  if (!startAt) {
    if (announce) {
      const first = sql`exists (select 1 from ${bookingRequests} where ${bookingRequests.id} = ${row.id} and ${bookingRequests.provedAt} = ${at} and ${bookingRequests.proof} = ${proof})`
      const [receipt, ...notice] = announcements(db, row, detailer, first)
      if (receipt) await db.batch([receipt, ...notice])
    }
    return { ok: true, state: 'no-time' }
  }
  const holding = row.holdUntil !== null && row.holdUntil > at
  // A deposit turns its checkout's short hold into the full one, and renews a lapsed hold.
  const mayHold = row.holdUntil === null || (proof === 'deposit' && (!holding || announce))
  if (!mayHold && !options.startAt) return { ok: true, state: 'already' }

  const ctx = await slotContext(db, row.affiliateId, now, row.id)
  const free =
    ctx !== null && stillFree(ctx, now, startAt, row.durationMinutes, row.city, row.state)
  if (!free) return { ok: false, reason: 'taken' }
  const autoConfirm = ctx.hours.autoConfirm
  const endAt = new Date(Date.parse(startAt) + row.durationMinutes * 60_000).toISOString()
  const wall = wallClock(startAt, ctx.zone)
  const moved = { startAt, endAt, preferredDate: wall.date, timeWindow: windowOf(wall.hour) }
  const change = autoConfirm
    ? { ...moved, status: 'confirmed' as const, holdUntil: null, statusChangedAt: at }
    : { ...moved, holdUntil: new Date(now.getTime() + HOLD_MS).toISOString() }
  const b = bookingRequests
  const written = await refusingOverlap(() =>
    db.batch([
      db
        .update(b)
        .set({ ...change, updatedAt: at })
        .where(
          and(
            eq(b.id, row.id),
            eq(b.status, 'pending'),
            options.startAt || proof === 'deposit'
              ? or(
                  isNull(b.holdUntil),
                  lte(b.holdUntil, at),
                  // The checkout's hold read above, unchanged since (a second settle finds 24 h).
                  announce && row.holdUntil !== null ? eq(b.holdUntil, row.holdUntil) : undefined,
                )
              : isNull(b.holdUntil),
          ),
        )
        .returning({ id: b.id }),
      // Auto-confirmed: the customer gets the confirmation with its invite.
      queueEmail(
        db,
        { to: row.customerEmail, template: 'booking.confirmed', data: { bookingId: row.id } },
        {
          when: sql`${autoConfirm ? 1 : 0} = 1 and exists (select 1 from ${b} where ${b.id} = ${row.id} and ${b.status} = 'confirmed' and ${b.statusChangedAt} = ${at})`,
        },
      ),
      ...(announce
        ? announcements(
            db,
            row,
            detailer,
            sql`exists (select 1 from ${b} where ${b.id} = ${row.id} and ${b.updatedAt} = ${at})`,
            autoConfirm,
          )
        : []),
    ]),
  )
  if (written.overlap) return { ok: false, reason: 'taken' }
  if (written.value[0].length === 0) return { ok: true, state: 'already' }
  return { ok: true, state: autoConfirm ? 'confirmed' : 'held' }
}

/**
 * The first proof is kept (when and how), and only that one tells the detailer about the
 * request: unproved requests wait in the dashboard and are never mailed (decision 016, round 3).
 * A paid deposit's notice waits for the hold instead (`notify` false). Returns the detailer.
 */
async function proveOnce(
  db: Db,
  row: { id: number; affiliateId: number },
  proof: Proof,
  at: string,
  notify: boolean,
) {
  const b = bookingRequests
  const { id } = row
  const detailer = await detailerRecipient(db, row.affiliateId)
  await db.batch([
    db
      .update(b)
      .set({ provedAt: at, proof })
      .where(and(eq(b.id, id), isNull(b.provedAt))),
    ...(detailer && notify
      ? [
          queueEmail(
            db,
            { to: detailer, template: 'booking.new', data: { bookingId: id } },
            {
              when: sql`exists (select 1 from ${b} where ${b.id} = ${id} and ${b.provedAt} = ${at} and ${b.proof} = ${proof})`,
            },
          ),
        ]
      : []),
  ])
  return detailer
}

/**
 * A paid deposit's announcements, queued when `when` holds: the customer's receipt (unless the
 * business auto-confirmed: the confirmation goes instead) and the detailer's notice.
 */
function announcements(
  db: Db,
  row: { id: number; customerEmail: string },
  detailer: string | null,
  when: SQL,
  confirmed = false,
) {
  const data = { bookingId: row.id }
  // Only a paid deposit announces here (an email proof's notice goes through proveOnce, capped).
  const options = { when, paid: true }
  return [
    ...(confirmed
      ? []
      : [queueEmail(db, { to: row.customerEmail, template: 'booking.received', data }, options)]),
    ...(detailer
      ? [queueEmail(db, { to: detailer, template: 'booking.new', data }, options)]
      : []),
  ]
}
