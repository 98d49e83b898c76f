import { type APIRequestContext, expect, test } from '../support/test'
import { countMail, findMail } from '../support/e2e-mail'
import { FRESH_PASSWORD, freshBusiness } from '../support/fresh-business'
import { openSignedIn } from '../support/look'
import { wallClock } from '../support/wall-clock'

// Reminders (issue 26) through the real Cron Trigger: wrangler dev's /__scheduled runs the
// worker's scheduled handler (scripts/serve.mjs passes --test-scheduled) at the real clock.
// A job 20 hours ahead is due its day-before reminder now; two runs send it exactly once. The job
// is on a business of the test's own, so no other spec's schedule sees it.

const ZONE = 'America/Los_Angeles' // the fresh business's area is Portland OR: the dashboard's clock
const QUARTER = 15 * 60_000

const runCron = async (request: APIRequestContext) => {
  const response = await request.get('/__scheduled?cron=*+*+*+*+*')
  expect(response.status()).toBe(200)
}

test('the day-before reminder is emailed once by the scheduled handler, never twice', async ({
  page,
  playwright,
}) => {
  const business = await freshBusiness(playwright, 'Remind')
  const run = Date.now().toString(36)
  const customer = `Rita Reminder ${run}`
  const schedule = `/${business.slug}/dashboard?tab=schedule`
  await openSignedIn(page, business.ownerEmail, schedule, FRESH_PASSWORD)

  // 20 to 23 hours ahead (a later hour if the form refuses the first): inside the 24-hour
  // window of the day-before reminder and before the morning one is due.
  let saved = false
  for (const hours of [20, 21, 22, 23]) {
    const at = new Date(Math.ceil((Date.now() + hours * 3_600_000) / QUARTER) * QUARTER)
    const { date, time } = wallClock(at, ZONE)
    await page.goto(`${schedule}&date=${date}`)
    const form = page.getByRole('form', { name: 'New Appointment' })
    await form.getByLabel('Package').selectOption({ label: 'Car: Signature Detail – Premium' })
    await form.getByLabel('Customer name').fill(customer)
    await form.getByLabel('Phone').fill('(503) 555-0177')
    await form.getByLabel('Email').fill(`rita-${run}@example.test`)
    await form.getByLabel('Street address').fill('5 SW Main St')
    await form.getByLabel('City').fill('Portland')
    await form.getByLabel('State').selectOption('OR')
    await form.getByLabel('ZIP code').fill('97204')
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
  expect(mail).toContain(`${business.name} comes to 5 SW Main St`)
  expect(mail).toContain('View your booking: ')

  // Each run answers only after its handler has sent what it sends (server.ts awaits the outbox
  // dispatch), so a wrongly repeated reminder would already be in the mail directory here.
  await runCron(page.request)
  await runCron(page.request)
  expect(countMail(`Hi ${customer},`, 'A reminder:')).toBe(1)
})
