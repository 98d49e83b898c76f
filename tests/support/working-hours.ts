import { WEEKDAYS, type Weekday } from '~/lib/booking/working-hours'
import { weekdayIndex } from '~/lib/dashboard/time'
import { inDays } from './days'

/** The days the test hours work: Monday to Saturday. */
const WORKING: readonly Weekday[] = WEEKDAYS.filter((d) => d !== 'sun')

/** The schedule tab's working-hours form: Monday to Saturday 8–18, the default rules, `over` on top. */
export function hoursForm(over: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    intent: 'hours-save',
    buffer_minutes: '15',
    travel_minutes: '30',
    horizon_days: '60',
    notice_hours: '12',
    max_concurrent: '1',
  }
  for (const d of WEEKDAYS) {
    if (WORKING.includes(d)) fields[`${d}_on`] = 'on'
    fields[`${d}_start`] = '08:00'
    fields[`${d}_end`] = '18:00'
  }
  return { ...fields, ...over }
}

/**
 * The first `count` dates from `days` from now on that the test hours work, read as the slots
 * code reads them: whatever today is, the form offers times on each.
 */
export function workingDaysFrom(days: number, count: number): string[] {
  const out: string[] = []
  for (let d = days; out.length < count; d++) {
    const date = inDays(d)
    const weekday = WEEKDAYS[weekdayIndex(date)]
    if (weekday && WORKING.includes(weekday)) out.push(date)
  }
  return out
}
