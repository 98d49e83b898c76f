import { wallClock } from '../../app/lib/dashboard/time'

/**
 * The date and Start time a detailer in `zone` types for this minute, waiting
 * first until the minute has at least 30 s left, so that posts made right after land in it however
 * slowly the machine answers.
 */
export async function typedMinute(zone: string): Promise<{ date: string; time: string }> {
  while (Date.now() % 60_000 > 30_000) await new Promise((resolve) => setTimeout(resolve, 250))
  return typedAt(Date.now(), zone)
}

/** The date and Start time (HH:MM) on a `zone` wall clock at `instant`. */
export function typedAt(instant: number, zone: string): { date: string; time: string } {
  const clock = wallClock(new Date(instant), zone)
  const pad = (n: number) => String(n).padStart(2, '0')
  return { date: clock.date, time: `${pad(clock.hour)}:${pad(clock.minute)}` }
}
