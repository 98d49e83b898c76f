import { expect, test } from '../support/test'
import { expectNoSeriousAxe, expectReachable, openSignedIn, VIEWPORTS } from '../support/look'

// Issue 36: a quote sent with no business (as the original client sends it) reaches the admins'
// Quotes tab; the Database tab draws the console's rows, now arrays, cell by cell.

for (const viewport of VIEWPORTS) {
  test(`a marketplace quote shows on the admin's Quotes tab with Reply (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const name = `Quinn ${viewport.name} ${Date.now().toString(36)}`
    // The original client's exact fields: no zip, no business_slug.
    const sent = await page.request.post('/api/quote', {
      headers: { 'CF-Connecting-IP': `198.51.100.${viewport.width % 200}` },
      data: {
        name,
        email: 'quinn@original.test',
        phone: '(602) 555-0188',
        vehicle: 'SUV',
        services: ['Full Detail'],
        additionalInfo: 'Parked on the street.',
      },
    })
    expect(sent.status()).toBe(201)
    await openSignedIn(page, 'admin@demo.test', '/admin-dashboard?tab=quotes&qstatus=new')
    await expect(page.getByRole('heading', { name: 'Marketplace quote requests' })).toBeVisible()
    const card = page.getByRole('article', { name: `Quote from ${name}` })
    await expect(card).toContainText('ZIP code: —')
    await expect(card).toContainText('Services: Full Detail')
    const reply = card.getByRole('link', { name: `Reply to ${name} by email` })
    await expect(reply).toHaveAttribute('href', /^mailto:quinn@original\.test\?subject=/)
    await expectReachable(page, page.getByRole('form', { name: 'Filter quote requests' }), {
      scroll: true,
    })
    await expectReachable(page, card, { scroll: true })
    await expectNoSeriousAxe(page)
  })
}

test('the Database tab draws each row of the console in its columns', async ({ page }) => {
  await openSignedIn(page, 'admin@demo.test', '/admin-dashboard?tab=database')
  const query = page.getByRole('textbox', { name: /^Query/ })
  await query.fill(
    "SELECT email, 7 AS seven, password_hash FROM users WHERE email = 'jps@demo.test'",
  )
  await page.getByRole('button', { name: 'Execute' }).click()
  const results = page.getByRole('region', { name: 'Query results' })
  await expect(results.getByRole('columnheader')).toHaveText(['email', 'seven', 'password_hash'])
  await expect(results.getByRole('cell')).toHaveText(['jps@demo.test', '7', '[redacted]'])
})
