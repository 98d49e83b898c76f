import { type APIRequestContext, expect, test } from '../support/test'
import { countMail, findMail } from '../support/e2e-mail'
import { openSignedIn } from '../support/look'
import { wallClock } from '../support/wall-clock'

// Reminders (issue 26) through the real Cron Trigger: wrangler dev's /__scheduled runs the
// worker's scheduled handler (scripts/serve.mjs passes --test-scheduled) at the real clock.
// A job 20 hours ahead is due its day-before reminder now; two runs send it exactly once.

const ZONE = 'America/Phoenix' // JP's primary area is Phoenix: the dashboard's clock, no DST
const QUARTER = 15 * 60_000

const runCron = async (request: APIRequestContext) => {
  const response = await request.get('/__scheduled?cron=*+*+*+*+*')
  expect(response.status()).toBe(200)
}

test('the day-before reminder is emailed once by the scheduled handler, never twice', async ({
  page,
}) => {
  const run = Date.now().toString(36)
  const customer = `Rita Reminder ${run}`
  await openSignedIn(page, 'jps@demo.test', '/jps/dashboard?tab=schedule')

  // 20 to 23 hours ahead (a later hour if another test holds the first): inside the 24-hour
  // window of the day-before reminder and before the morning one is due.
  let saved = false
  for (const hours of [20, 21, 22, 23]) {
    const at = new Date(Math.ceil((Date.now() + hours * 3_600_000) / QUARTER) * QUARTER)
    const { date, time } = wallClock(at, ZONE)
    await page.goto(`/jps/dashboard?tab=schedule&date=${date}`)
    const form = page.getByRole('form', { name: 'New Appointment' })
    await form.getByLabel('Package').selectOption({ label: 'Car: Signature Detail – Essential' })
    await form.getByLabel('Customer name').fill(customer)
    await form.getByLabel('Phone').fill('(602) 555-0177')
    await form.getByLabel('Email').fill(`rita-${run}@example.test`)
    await form.getByLabel('Street address').fill('5 Roosevelt St')
    await form.getByLabel('City').fill('Phoenix')
    await form.getByLabel('State').selectOption('AZ')
    await form.getByLabel('ZIP code').fill('85004')
    await form.getByLabel('Date').fill(date)
    await form.getByLabel('Start time').fill(time)
    await form.getByRole('button', { name: 'Save Appointment' }).click()
    // The toast saying it was saved, or the form's error (the time is taken: try the next hour).
    const outcome = page
      .getByRole('status')
      .filter({ hasText: 'saved for' })
      .or(form.getByRole('alert'))
      .first()
    await expect(outcome).toBeVisible()
    if ((await outcome.textContent())?.includes(`saved for ${customer}.`)) {
      saved = true
      break
    }
  }
  expect(saved).toBe(true)

  await runCron(page.request)
  const mail = await findMail(`Hi ${customer},`, 'A reminder:')
  expect(mail).toContain("JP's Mobile Detailing comes to 5 Roosevelt St")
  expect(mail).toContain('View your booking: ')

  await runCron(page.request)
  await runCron(page.request)
  // Give a wrongly repeated send the time to arrive before counting.
  await page.waitForTimeout(3_000)
  expect(countMail(`Hi ${customer},`, 'A reminder:')).toBe(1)
})
