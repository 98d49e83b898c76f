import { expect, type Locator, type Page } from '@playwright/test'
import { startOfMinute, wallClock } from './wall-clock'

/**
 * The detailer confirms the pending request on `card` (open on `page`) to start now or within
 * 30 s, in the business's `zone`, and returns the instant it starts: from then on the dashboard
 * lets the job be completed (or marked a no-show), which `clockPasses` waits for. The Start time
 * field takes whole minutes and the minute on the clock counts as now, so the start is this
 * minute while it has 30 s left for a slow confirm, else the next one. The form offers quarter
 * hours and the server takes any whole minute, so the field's step is dropped. Over another
 * confirmed job (these tests' starts are close together) it confirms anyway.
 */
export async function confirmSoon(page: Page, card: Locator, zone: string): Promise<number> {
  const now = Date.now()
  const at = new Date(now % 60_000 <= 30_000 ? now : now + 60_000)
  const start = wallClock(at, zone)
  await card.getByLabel('Date').fill(start.date)
  await card.getByLabel('Start time').evaluate((input) => input.removeAttribute('step'))
  await card.getByLabel('Start time').fill(start.time)
  await card.getByRole('button', { name: 'Confirm' }).click()
  // Either answer may come, however slowly: the confirmation, or the clash to confirm anyway.
  const confirmed = page.getByRole('status').filter({ hasText: 'confirmed.' })
  const anyway = card.getByRole('button', { name: 'Confirm anyway' })
  await expect(confirmed.or(anyway).first()).toBeAttached()
  if (await anyway.isVisible()) await anyway.click()
  await expect(confirmed).toBeAttached({ timeout: 15_000 })
  return startOfMinute(at)
}
