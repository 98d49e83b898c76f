import { inDays } from './days'

/**
 * A day for a test that confirms jps's mornings, from a band of days no other such test uses:
 * the database refuses overlapping confirmed jobs, and specs running side by side (and a retry
 * after a failed try) must not meet each other's. Bands are 27 days each from 30 days ahead, so
 * the twelve of them stay inside the one-year booking horizon; within its band the day is random,
 * so a rerun on a kept server most likely meets nothing of the last run's.
 */
export const OWN_DAY_BANDS = {
  clashingEmailConfirm: 0,
  slotClashes: 2,
  dailyScreensBooking: 4,
  dailyScreens: 5,
  newAppointmentDesktop: 6,
  newAppointmentPhone: 7,
} as const

export function ownDay(band: (typeof OWN_DAY_BANDS)[keyof typeof OWN_DAY_BANDS]): string {
  const days = 30 + band * 27 + Math.floor(Math.random() * 27)
  return inDays(days)
}
