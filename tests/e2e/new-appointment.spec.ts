import { expect, type Page, test } from '../support/test'
import { looksRight, openSignedIn, VIEWPORTS } from '../support/look'
import { OWN_DAY_BANDS, ownDay } from '../support/own-day'

// Issue 40: New Appointment starts in the business's own state, books add-ons with the package,
// picks an existing customer and fills in their details, and opens the day it saved on.

const run = Date.now().toString(36)
const SHOTS = 'tests/.tmp/shots'
const section = (page: Page) => page.locator('#new-appointment')
const form = (page: Page) => page.getByRole('form', { name: 'New Appointment' })

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a new customer with an add-on, then the same customer again, each opening the saved day', async ({
      page,
    }) => {
      const day = ownDay(
        viewport.name === 'desktop'
          ? OWN_DAY_BANDS.newAppointmentDesktop
          : OWN_DAY_BANDS.newAppointmentPhone,
      )
      const name = `Nora ${viewport.name} ${run}`
      const email = `nora-${viewport.name}-${run}@example.test`
      await openSignedIn(page, 'jps@demo.test', '/jps/dashboard?tab=schedule')
      const appt = form(page)
      // jps is in Phoenix: the form starts there, not at the list's first state.
      await expect(appt.getByLabel('State')).toHaveValue('AZ')
      await expect(appt.getByLabel('City')).toHaveValue('Phoenix')
      await appt.getByLabel('Package').selectOption({ label: 'Car: Signature Detail – Premium' })
      await appt.getByLabel('Car: Engine Bay Cleaning – Standard').check()
      await appt.getByLabel('Customer name').fill(name)
      await appt.getByLabel('Phone').fill('6025550123')
      await appt.getByLabel('Email').fill(email)
      await appt.getByLabel('Street address').fill('12 Roosevelt St')
      await appt.getByLabel('ZIP code').fill('85004')
      await appt.getByLabel('Date').fill(day)
      await appt.getByLabel('Start time').fill('15:00')
      await looksRight(page, section(page), '#new-appointment', { scroll: true })
      await appt.getByRole('button', { name: 'Save Appointment' }).click()

      // The page opens the day it was saved on, names it, and shows it with its add-on's time.
      await expect(page).toHaveURL(new RegExp(`date=${day}`))
      await expect(page.getByRole('status').filter({ hasText: `saved for ${name}` })).toBeVisible()
      await expect(page.getByText(name).first()).toBeVisible()

      // The same customer again: found by the start of their email, their details filled in.
      const search = section(page).getByLabel('Existing customer (start of name or email)')
      await search.fill(`nora-${viewport.name}-${run}`)
      await section(page).getByRole('button', { name: 'Find' }).click()
      await section(page)
        .getByRole('list', { name: 'Matching customers' })
        .getByRole('link', { name: new RegExp(name) })
        .click()
      await expect(section(page).getByText(`Filled in with ${name}’s latest details`)).toBeVisible()
      await expect(appt.getByLabel('Street address')).toHaveValue('12 Roosevelt St')
      await expect(appt.getByLabel('Email')).toHaveValue(email)
      await looksRight(page, section(page), '#new-appointment', { scroll: true })
      await section(page).screenshot({ path: `${SHOTS}/new-appointment-${viewport.name}.png` })
      await appt.getByLabel('Package').selectOption({ label: 'Car: Signature Detail – Premium' })
      await appt.getByLabel('Date').fill(day)
      await appt.getByLabel('Start time').fill('08:00')
      await appt.getByRole('button', { name: 'Save Appointment' }).click()
      await expect(page).toHaveURL(new RegExp(`date=${day}`))
      await expect(page.getByRole('status').filter({ hasText: `saved for ${name}` })).toBeVisible()
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the customer search and the save are plain requests', async ({ page }) => {
    await openSignedIn(page, 'jps@demo.test', '/jps/dashboard?tab=schedule')
    const search = section(page).getByLabel('Existing customer (start of name or email)')
    await search.fill(`no-such-customer-${run}`)
    await section(page).getByRole('button', { name: 'Find' }).click()
    await expect(section(page).getByRole('status')).toHaveText(
      `No customer’s name or email starts with “no-such-customer-${run}”.`,
    )
    const appt = form(page)
    await expect(appt.getByLabel('State')).toHaveValue('AZ')
  })
})
