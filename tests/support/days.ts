/** The calendar date (UTC, YYYY-MM-DD) `days` from now: a future day no other test has booked. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
