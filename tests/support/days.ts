/** The calendar date (UTC, YYYY-MM-DD) `days` from now: a future day no other test has booked. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The first `count` dates from `days` from now on that are not Sundays: the days the test hours
 * (tests/support/working-hours.ts, Monday to Saturday) offer times on, whatever today is.
 */
export function workingDaysFrom(days: number, count: number): string[] {
  const out: string[] = []
  for (let d = days; out.length < count; d++) {
    const date = inDays(d)
    if (new Date(`${date}T12:00:00Z`).getUTCDay() !== 0) out.push(date)
  }
  return out
}
