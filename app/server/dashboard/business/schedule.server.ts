import { and, asc, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import { type TimeWindow, isTimeWindow } from '~/lib/booking/request-fields'
import { type Appointment, type Block, type ScheduleTab } from '~/lib/dashboard/tab-data'
import {
  addDays,
  addMonths,
  dayStartUtc,
  isCalendarDate,
  startOfMonth,
  startOfWeek,
  wallClock,
} from '~/lib/dashboard/time'
import { WINDOW_HOURS } from '~/lib/dashboard/windows'
import { type Db, schema } from '~/server/db.server'
import { loadSettings } from './settings.server'
import {
  appointmentCustomersQuery,
  customerAsk,
  appointmentPackagesQuery,
  toNewAppointment,
} from './new-appointment.server'
import { toWorkingHours } from '~/server/booking/working-hours.server'
import { summarize } from './summary'
import { DEFAULT_WEATHER_RULES, type WeatherRules } from '~/lib/weather/rules'

const { affiliates, bookingRequests, scheduleBlocks, jobWeather, weatherRules, workingHours } =
  schema

const params = z.object({
  view: z.enum(['day', 'week', 'month']).catch('day'),
  date: z.string().refine(isCalendarDate).optional().catch(undefined),
})

function datesOf(view: ScheduleTab['view'], date: string): string[] {
  const first = view === 'day' ? date : view === 'week' ? startOfWeek(date) : startOfMonth(date)
  const end =
    view === 'day' ? addDays(date, 1) : view === 'week' ? addDays(first, 7) : addMonths(first, 1)
  const dates: string[] = []
  for (let d = first; d < end; d = addDays(d, 1)) dates.push(d)
  return dates
}

const minutesOf = (instant: string, zone: string) => {
  const w = wallClock(instant, zone)
  return { date: w.date, minute: w.hour * 60 + w.minute }
}

/**
 * The schedule: settings first (the zone decides which UTC range a business day is), then one
 * batch: appointments with a time in the range, pending requests preferring a date in it, time
 * blocks, and what the New Appointment form offers and starts from. Today's figures come from the same
 * rows when today is in view, else from two more statements in the batch.
 */
export async function loadSchedule(
  db: Db,
  affiliateId: number,
  url: URL,
  now: Date,
): Promise<ScheduleTab> {
  const settings = await loadSettings(db, affiliateId)
  const zone = settings.timeZone
  const { view, date: asked } = params.parse(Object.fromEntries(url.searchParams))
  const today = wallClock(now, zone).date
  const date = asked ?? today
  const dates = datesOf(view, date)
  const first = dates[0] ?? date
  const last = dates[dates.length - 1] ?? date
  // The range always covers today too, so Today's Summary needs no statements of its own.
  const from = dayStartUtc(first < today ? first : today, zone)
  const to = dayStartUtc(addDays(last > today ? last : today, 1), zone)
  const fromDate = first < today ? first : today
  const toDate = last > today ? last : today
  const ask = customerAsk(url)
  const lookup = appointmentCustomersQuery(db, affiliateId, ask)
  // The customer lookup, only when asked for, runs beside the batch (no extra wait).
  const [[timed, pending, blocks, rulesRows, tiers], found] = await Promise.all([
    db.batch([
      db
        .select({
          ...getTableColumns(bookingRequests),
          // The badge: the cron's verdict at the job's current time (issue 41), by primary key.
          weather: sql<
            string | null
          >`(select jw.headline from ${jobWeather} jw where jw.booking_id = ${bookingRequests.id} and jw.start_at = ${bookingRequests.startAt})`,
        })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.affiliateId, affiliateId),
            gte(bookingRequests.startAt, from),
            lt(bookingRequests.startAt, to),
          ),
        )
        .orderBy(asc(bookingRequests.startAt)),
      db
        .select()
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.affiliateId, affiliateId),
            eq(bookingRequests.status, 'pending'),
            gte(bookingRequests.preferredDate, fromDate),
            lt(bookingRequests.preferredDate, addDays(toDate, 1)),
          ),
        ),
      db
        .select()
        .from(scheduleBlocks)
        .where(
          and(
            eq(scheduleBlocks.affiliateId, affiliateId),
            lt(scheduleBlocks.startAt, to),
            // Blocks are short (one day at most), so a day's lookback finds every one that overlaps.
            gte(scheduleBlocks.startAt, new Date(Date.parse(from) - 86_400_000).toISOString()),
          ),
        )
        .orderBy(asc(scheduleBlocks.startAt)),
      // Working hours and the weather rules (Schedule → Weather) in one statement. A D1 batch's
      // rows are keyed by column name, and both tables have affiliate_id and updated_at: the
      // rules' columns are aliased, or they would overwrite the hours' (and the hours read back
      // as never saved).
      db
        .select({
          hours: workingHours,
          rainPercent: sql<number | null>`${weatherRules.rainPercent}`.as('wr_rain_percent'),
          coldF: sql<number | null>`${weatherRules.coldF}`.as('wr_cold_f'),
          windMph: sql<number | null>`${weatherRules.windMph}`.as('wr_wind_mph'),
          underCover: sql<number | null>`${weatherRules.underCover}`.as('wr_under_cover'),
        })
        .from(affiliates)
        .leftJoin(workingHours, eq(workingHours.affiliateId, affiliates.id))
        .leftJoin(weatherRules, eq(weatherRules.affiliateId, affiliates.id))
        .where(eq(affiliates.id, affiliateId))
        .limit(1),
      appointmentPackagesQuery(db, affiliateId),
    ]),
    lookup ?? Promise.resolve([]),
  ])
  const appointments: Appointment[] = []
  for (const b of timed) {
    if (!b.startAt || b.status === 'declined') continue
    const at = minutesOf(b.startAt, zone)
    const badge = b.status === 'confirmed' ? b.weather : null
    appointments.push({ ...appointment(b, at.date, at.minute, false), weather: badge })
  }
  for (const b of pending) {
    if (b.startAt) continue
    const window: TimeWindow = isTimeWindow(b.timeWindow) ? b.timeWindow : 'morning'
    appointments.push(appointment(b, b.preferredDate, WINDOW_HOURS[window][0] * 60, true))
  }
  appointments.sort((a, b) => (a.date + a.startMinute).localeCompare(b.date + b.startMinute))
  const blockItems: Block[] = blocks.map((b) => {
    const start = minutesOf(b.startAt, zone)
    const end = minutesOf(b.endAt, zone)
    return {
      id: b.id,
      date: start.date,
      startMinute: start.minute,
      endMinute: end.date === start.date ? end.minute : 24 * 60,
      reason: b.reason,
    }
  })
  const inView = new Set(dates)
  return {
    tab: 'schedule',
    settings,
    view,
    date,
    today,
    dates,
    appointments: appointments.filter((a) => inView.has(a.date)),
    blocks: blockItems.filter((b) => inView.has(b.date)),
    summary: summarize(
      appointments.filter((a) => a.date === today),
      settings.dailyGoalCents,
    ),
    newAppointment: toNewAppointment(ask, tiers, found, {
      city: settings.primaryCity,
      state: settings.primaryState,
    }),
    saved: savedIn(timed, url),
    hours: toWorkingHours(rulesRows[0]?.hours ?? undefined),
    weatherRules: rulesOf(rulesRows[0]),
  }
}

type BookingRow = typeof bookingRequests.$inferSelect

function appointment(
  b: BookingRow,
  date: string,
  startMinute: number,
  tentative: boolean,
): Appointment {
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    customerName: b.customerName,
    customerPhone: b.customerPhone,
    service: `${b.serviceName} – ${b.tierName}`,
    durationMinutes: b.durationMinutes,
    estimateCents: b.estimateCents,
    date,
    startMinute,
    tentative,
    weather: null,
  }
}

/** ?saved=reference after New Appointment saved one: named on the day it was saved on. */
function savedIn(rows: BookingRow[], url: URL): ScheduleTab['saved'] {
  const reference = url.searchParams.get('saved')
  const row = reference ? rows.find((r) => r.reference === reference) : undefined
  if (!row?.startAt) return null
  return {
    reference: row.reference,
    customerName: row.customerName,
    past: row.status === 'completed',
  }
}

/** The saved weather rules from the schedule's hours row (aliased columns), or the defaults. */
function rulesOf(
  row:
    | {
        rainPercent: number | null
        coldF: number | null
        windMph: number | null
        underCover: number | null
      }
    | undefined,
): WeatherRules {
  if (!row || row.rainPercent === null || row.coldF === null || row.windMph === null)
    return DEFAULT_WEATHER_RULES
  return {
    rainPercent: row.rainPercent,
    coldF: row.coldF,
    windMph: row.windMph,
    underCover: Boolean(row.underCover),
  }
}
