import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import { businessTimeZone, wallClock, zonedInstant } from '~/lib/dashboard/time'
import { createDb, type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'

const { bookingRequests: b, affiliates, serviceAreas } = schema
const HOUR = 3_600_000
/** At most this many reminders per run; the next minute's run takes the rest. */
const PER_RUN = 40

export type ReminderKind = 'day-before' | 'morning'

/**
 * When each reminder is due for a job starting at `startAt`: the day before from 24 h ahead (not
 * once it is under 12 h away: a late booking gets the morning one only), the morning one from
 * 07:00 on the job's date in the business's zone (an hour before, for a job before 08:00).
 */
export function dueReminders(
  startAt: string,
  zone: string,
  now: Date,
  sent: { dayBefore: boolean; morning: boolean },
): ReminderKind[] {
  const start = Date.parse(startAt)
  const t = now.getTime()
  if (t >= start) return []
  const out: ReminderKind[] = []
  if (!sent.dayBefore && t >= start - 24 * HOUR && t < start - 12 * HOUR) out.push('day-before')
  const seven = zonedInstant(wallClock(startAt, zone).date, '07:00', zone).getTime()
  if (!sent.morning && t >= Math.min(seven, start - HOUR)) out.push('morning')
  return out
}

function candidates(db: Db, now: Date) {
  return db
    .select({
      id: b.id,
      startAt: sql<string>`${b.startAt}`,
      dayBefore: b.remindedDayBeforeAt,
      morning: b.remindedMorningAt,
      timeZone: affiliates.timeZone,
      primaryState: sql<
        string | null
      >`(select ${serviceAreas.state} from ${serviceAreas} where ${serviceAreas.affiliateId} = ${affiliates.id} order by ${serviceAreas.isPrimary} desc, ${serviceAreas.id} limit 1)`,
    })
    .from(b)
    .innerJoin(affiliates, eq(affiliates.id, b.affiliateId))
    .where(
      and(
        eq(b.status, 'confirmed'),
        gt(b.startAt, now.toISOString()),
        lte(b.startAt, new Date(now.getTime() + 24 * HOUR).toISOString()),
        or(isNull(b.remindedDayBeforeAt), isNull(b.remindedMorningAt)),
      ),
    )
    .limit(PER_RUN)
}

/**
 * The Cron Trigger's reminders: each due one is marked on the booking and queued in the outbox
 * in one batch, the email only if this run's mark landed, so a reminder goes exactly once even
 * when two runs overlap. A cancelled job is never picked (confirmed only); a move clears the
 * marks and the email carries the start it was queued for, so a moved job is reminded of its
 * new time and never of the old one.
 */
export async function queueReminders(env: Env, now: Date): Promise<number> {
  const db = createDb(env.DB)
  const rows = await candidates(db, now)
  const marker = `${now.toISOString()}#${crypto.randomUUID().slice(0, 8)}`
  const statements = []
  for (const row of rows) {
    const zone = businessTimeZone(row.timeZone, row.primaryState)
    const sent = { dayBefore: row.dayBefore !== null, morning: row.morning !== null }
    for (const kind of dueReminders(row.startAt, zone, now, sent)) {
      const column = kind === 'morning' ? b.remindedMorningAt : b.remindedDayBeforeAt
      const set =
        kind === 'morning' ? { remindedMorningAt: marker } : { remindedDayBeforeAt: marker }
      statements.push(
        db
          .update(b)
          .set(set)
          .where(
            and(
              eq(b.id, row.id),
              isNull(column),
              eq(b.status, 'confirmed'),
              eq(b.startAt, row.startAt),
            ),
          ),
        queueEmail(
          db,
          {
            to: sql`(select ${b.customerEmail} from ${b} where ${b.id} = ${row.id})`,
            template: 'booking.reminder',
            data: { bookingId: row.id, kind, startAt: row.startAt },
          },
          {
            when: sql`exists (select 1 from ${b} where ${b.id} = ${row.id} and ${column} = ${marker})`,
          },
        ),
      )
    }
  }
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
  return statements.length / 2
}
