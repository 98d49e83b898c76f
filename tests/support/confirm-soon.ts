import { expect, type Locator, type Page } from '@playwright/test'
import { startOfMinute, wallClock } from './wall-clock'

/**
 * The detailer confirms the pending request on `card` (open on `page`) to start 30–90 s from now,
 * in the business's `zone`, and returns the instant it starts: from then on the dashboard lets
 * the job be completed (or marked a no-show), which `clockPasses` waits for. The form offers
 * quarter hours and the server takes any whole minute, so the field's step is dropped: a start a
 * minute or two away spares a wait of up to 15. Each start is computed as its confirm is sent, so
 * a slow machine cannot find it already past ("not in the past"). Over another confirmed job
 * (these tests' starts are close together) it confirms anyway.
 */
export async function confirmSoon(page: Page, card: Locator, zone: string): Promise<number> {
  const at = new Date(Date.now() + 90_000)
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
