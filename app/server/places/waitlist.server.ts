import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { clientAddress, clientGroup } from '../auth/rate-limit.server'
import { sha256Hex } from '../auth/encoding.server'
import { type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'

const { areaWaitlist: w, serviceAreas } = schema

/** Places one address may wait for at once, and new waits per connection per day. */
export const WAIT_PER_EMAIL = 5
export const WAIT_PER_CLIENT_PER_DAY = 20
/** Addresses told at one Go live (the rest are told at the business's next change of areas). */
export const NOTIFY_BATCH = 40

export function waitlistClient(request: Request): Promise<string> {
  return sha256Hex(`waitlist|${clientGroup(clientAddress(request))}`)
}

/**
 * Stores an address waiting for a place, in one statement that also holds the caps (so parallel
 * posts cannot all pass a count read first). The same address and place again changes nothing
 * and is answered as a success: nothing tells a stranger whether an address was already there.
 */
export async function joinWaitlist(
  db: Db,
  input: { email: string; city: string; state: string },
  client: string,
  now: Date,
): Promise<'joined' | 'capped'> {
  const email = input.email.toLowerCase()
  const cityKey = input.city.trim().toLowerCase()
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString()
  const result = await db.run(sql`insert or ignore into ${w}
    (email, city, city_key, state, client_group, created_at)
    select ${email}, ${input.city.trim()}, ${cityKey}, ${input.state}, ${client}, ${now.toISOString()}
    where (select count(*) from ${w} where ${w.email} = ${email} and ${w.notifiedAt} is null) < ${WAIT_PER_EMAIL}
      and (select count(*) from ${w} where ${w.clientGroup} = ${client} and ${w.createdAt} > ${dayAgo}) < ${WAIT_PER_CLIENT_PER_DAY}`)
  if (result.meta.changes > 0) return 'joined'
  const [already] = await db
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.state, input.state), eq(w.cityKey, cityKey), eq(w.email, email)))
    .limit(1)
  return already ? 'joined' : 'capped'
}

/**
 * A business went live: everyone waiting for one of its places hears of it once (each message
 * under the per-recipient cap of the outbox), in one batch with the mark that they were told.
 */
export async function notifyWaitlist(db: Db, affiliateId: number): Promise<number> {
  const waiting = await db
    .select({ id: w.id, email: w.email, city: w.city, state: w.state })
    .from(w)
    .innerJoin(
      serviceAreas,
      and(eq(serviceAreas.state, w.state), eq(serviceAreas.cityKey, w.cityKey)),
    )
    .where(and(eq(serviceAreas.affiliateId, affiliateId), isNull(w.notifiedAt)))
    .limit(NOTIFY_BATCH)
  const ids = [...new Set(waiting.map((r) => r.id))]
  const [first, ...rest] = waiting
  if (!first) return 0
  const mail = (r: typeof first) =>
    queueEmail(db, {
      to: r.email,
      template: 'waitlist.opened',
      data: { affiliateId, city: r.city, state: r.state },
    })
  await db.batch([
    mail(first),
    ...rest.map(mail),
    db.update(w).set({ notifiedAt: new Date().toISOString() }).where(inArray(w.id, ids)),
  ])
  return ids.length
}
