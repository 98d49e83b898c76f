import { expect } from '@playwright/test'
import { typedAt } from './typed-at'

/**
 * A business's wall clock for an instant, as the dashboard's Date and Start time fields take it:
 * the integration tests' `typedAt`, which reads the app's own wall clock.
 */
export const wallClock = (at: Date, timeZone: string) => typedAt(at.getTime(), timeZone)

/** The instant a start typed from `wallClock(at)` begins: the Start time field takes whole minutes. */
export const startOfMinute = (at: Date) => Math.floor(at.getTime() / 60_000) * 60_000

/**
 * Waits until the clock passes `instant` (a job's start: the dashboard refuses to complete work
 * before it). The test's own clock answers that for nothing, where asking the page meant a page
 * load (or a refused form post) every second or two for a minute or more.
 */
export async function clockPasses(instant: number, timeout = 200_000) {
  await expect.poll(() => Date.now(), { timeout, intervals: [1_000] }).toBeGreaterThan(instant)
}
