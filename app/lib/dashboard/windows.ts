import { type TimeWindow } from '~/lib/booking/request-fields'

/** The booking form's time windows on the business's wall clock: [start hour, end hour). */
export const WINDOW_HOURS: Readonly<Record<TimeWindow, readonly [number, number]>> = {
  morning: [8, 12],
  afternoon: [12, 16],
  evening: [16, 19],
}

/** The day grid's slots: 12 hourly slots from 08:00 to 19:00 (spec §2). */
export const DAY_SLOTS = Array.from({ length: 12 }, (_, i) => 8 + i)

export const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`
