import { and, asc, eq, gte, lt } from 'drizzle-orm'
import { TIME_WINDOW_IDS, type TimeWindow } from '~/lib/booking/request-fields'
import { addDays, wallClock, zonedInstant } from '~/lib/dashboard/time'
import { hh, WINDOW_HOURS } from '~/lib/dashboard/windows'
import { type Db, schema } from '~/server/db.server'
import { settingsQuery, toSettings } from './settings.server'

const { scheduleBlocks } = schema
const DAY_MS = 86_400_000

interface Span {
  startAt: string
  endAt: string
}

/** Whether the blocks, together, cover [start, end) without a gap. */
export function covers(blocks: Span[], start: string, end: string): boolean {
  let cursor = start
  for (const b of [...blocks].sort((x, y) => x.startAt.localeCompare(y.startAt))) {
    if (b.startAt > cursor) break
    if (b.endAt > cursor) cursor = b.endAt
    if (cursor >= end) return true
  }
  return cursor >= end
}

/** The booking form's windows that blocks cover entirely on `date` (business time). */
export function blockedOn(blocks: Span[], date: string, zone: string): TimeWindow[] {
  return TIME_WINDOW_IDS.filter((w) => {
    const [from, to] = WINDOW_HOURS[w]
    const start = zonedInstant(date, hh(from), zone).toISOString()
    const end = zonedInstant(date, hh(to), zone).toISOString()
    return covers(blocks, start, end)
  })
}

/** A business's blocked time starting in [from, to) (ISO instants), earliest first. */
export function blocksQuery(db: Db, affiliateId: number, from: string, to: string) {
  return db
    .select({ startAt: scheduleBlocks.startAt, endAt: scheduleBlocks.endAt })
    .from(scheduleBlocks)
    .where(
      and(
        eq(scheduleBlocks.affiliateId, affiliateId),
        gte(scheduleBlocks.startAt, from),
        lt(scheduleBlocks.startAt, to),
      ),
    )
    .orderBy(asc(scheduleBlocks.startAt))
}

/** Windows a business has blocked on one date (for the public form's server check). */
export async function blockedWindows(db: Db, affiliateId: number, date: string) {
  // Any US zone's day lies within [date − 1, date + 2) in UTC.
  const from = `${addDays(date, -1)}T00:00:00.000Z`
  const to = `${addDays(date, 2)}T00:00:00.000Z`
  const [settings, blocks] = await db.batch([
    settingsQuery(db, affiliateId),
    blocksQuery(db, affiliateId, from, to),
  ])
  return blockedOn(blocks, date, toSettings(settings[0]).timeZone)
}

/** Every upcoming date with a blocked window, for the public form to stop offering them. */
export async function blockedWindowsAhead(db: Db, affiliateId: number, now: Date) {
  const [settings, blocks] = await db.batch([
    settingsQuery(db, affiliateId),
    blocksQuery(
      db,
      affiliateId,
      new Date(now.getTime() - DAY_MS).toISOString(),
      new Date(now.getTime() + 400 * DAY_MS).toISOString(),
    ),
  ])
  const zone = toSettings(settings[0]).timeZone
  const dates = new Set(blocks.map((b) => wallClock(b.startAt, zone).date))
  const blocked: Record<string, TimeWindow[]> = {}
  for (const date of dates) {
    const windows = blockedOn(blocks, date, zone)
    if (windows.length > 0) blocked[date] = windows
  }
  return blocked
}

export const WINDOW_BLOCKED =
  'This time window is not available on that date. Please choose another.'
