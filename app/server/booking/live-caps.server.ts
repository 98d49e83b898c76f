import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm'
import { clientAddress, clientGroup } from '../auth/rate-limit.server'
import { sha256Hex } from '../auth/encoding.server'
import { type Db, schema } from '../db.server'

const { bookingRequests } = schema

// Live requests per requester (decision 016, round 3). A request is live while it is pending and
// either less than LIVE_HOURS old or holding its time: that is what can crowd an inbox or a
// calendar. The caps are checked inside the insert's batch (see liveCapStatement), so parallel
// posts cannot all pass a count read before any was stored.

export const LIVE_PER_EMAIL = 3
export const LIVE_PER_PHONE = 3
/** Per client address, an IPv6 /64 counted as one (several people may share an address). */
export const LIVE_PER_CLIENT = 10
export const LIVE_HOURS = 24

export const LIVE_CAP_MESSAGES = {
  email:
    'You already have 3 booking requests waiting for an answer. Please wait for a reply before sending another.',
  phone:
    'This phone number already has 3 booking requests waiting for an answer. Please wait for a reply before sending another.',
  client:
    'Too many open booking requests from this connection. Please try again once the detailer has answered.',
} as const
export type LiveCap = keyof typeof LIVE_CAP_MESSAGES

/** The stored, hashed client group of a request (the raw address is never stored). */
export function requestClientGroup(request: Request): Promise<string> {
  return sha256Hex(`booking-client|${clientGroup(clientAddress(request))}`)
}

function live(now: Date): SQL | undefined {
  const b = bookingRequests
  const since = new Date(now.getTime() - LIVE_HOURS * 3_600_000).toISOString()
  return and(
    eq(b.status, 'pending'),
    or(gt(b.createdAt, since), gt(b.holdUntil, now.toISOString())),
  )
}

interface Requester {
  email: string
  phone: string
  client: string
}

function counts(db: Db, who: Requester, now: Date) {
  const b = bookingRequests
  const n = (column: SQL) => sql<number>`(select count(*) from ${b} where ${column} and ${live(now)})`
  return {
    email: n(sql`${b.customerEmail} = ${who.email}`),
    phone: n(sql`${b.customerPhone} = ${who.phone}`),
    client: n(sql`${b.clientGroup} = ${who.client}`),
  }
}

/**
 * Runs right after the insert in the same batch: removes the row just inserted (this reference,
 * this timestamp) when, with it, the requester has more live requests than a cap allows. D1 runs
 * a batch as one transaction, so of parallel posts exactly the first few keep their rows.
 */
export function liveCapStatement(
  db: Db,
  who: Requester,
  inserted: { reference: string; createdAt: string },
  now: Date,
) {
  const b = bookingRequests
  const c = counts(db, who, now)
  return db
    .delete(b)
    .where(
      and(
        eq(b.reference, inserted.reference),
        eq(b.createdAt, inserted.createdAt),
        sql`(${c.email} > ${LIVE_PER_EMAIL} or ${c.phone} > ${LIVE_PER_PHONE} or ${c.client} > ${LIVE_PER_CLIENT})`,
      ),
    )
    .returning({ id: b.id })
}

/** Which cap refused a request (read only after a refusal, for the message). */
export async function refusingCap(db: Db, who: Requester, now: Date): Promise<LiveCap> {
  const c = counts(db, who, now)
  const row = await db.get<{ email: number; phone: number; client: number }>(
    sql`select ${c.email} as email, ${c.phone} as phone, ${c.client} as client`,
  )
  if (row && row.email >= LIVE_PER_EMAIL) return 'email'
  if (row && row.phone >= LIVE_PER_PHONE) return 'phone'
  return 'client'
}
