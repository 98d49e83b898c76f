import { freshBusiness } from '../support/fresh-business'
import { freshCustomer } from '../support/fresh-customer'
import { looksRight, VIEWPORTS } from '../support/look'
import { expect, test } from '../support/test'

// Issue 40: the quote form on a detailer's site starts with a signed-in customer's own name,
// email and phone, and lists only the kinds of service that business sells.
for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px a signed-in customer's quote form is filled in and lists only what the business sells`, async ({
    browser,
    playwright,
  }) => {
    // One car service: the business sells auto detailing and nothing else.
    const business = await freshBusiness(playwright, `Quote Form ${viewport.width}`)
    const { page, context, email } = await freshCustomer(browser, true, '(503) 555-0142')
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.goto(`/${business.slug}`)
    await page.getByRole('button', { name: 'Request a Quote' }).first().click()
    const dialog = page.getByRole('dialog', { name: `Request a Quote from ${business.name}` })
    await looksRight(page, dialog, '[role=dialog]', { scroll: true })
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Casey Home',
    )
    await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email)
    await expect(dialog.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(
      '(503) 555-0142',
    )
    const services = dialog.getByRole('group', { name: 'Services' }).getByRole('checkbox')
    await expect(services).toHaveCount(1)
    await expect(dialog.getByRole('checkbox', { name: 'Auto Detailing' })).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: 'Marine Detailing' })).toHaveCount(0)
    // Sent as it stands, with the ZIP the form asks for.
    await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('97201')
    await dialog.getByRole('checkbox', { name: 'Auto Detailing' }).check()
    await dialog.getByRole('button', { name: 'Request Quote' }).click()
    await expect(dialog.getByText('Your quote request was sent')).toBeVisible()
    await context.close()
  })
}

test('a signed-out visitor on the marketplace still meets an empty form with every service', async ({
  page,
}) => {
  await page.goto('/service/ceramic-coating')
  await page.getByRole('button', { name: /Quote/ }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
  await expect(dialog.getByRole('group', { name: 'Services' }).getByRole('checkbox')).toHaveCount(6)
})
