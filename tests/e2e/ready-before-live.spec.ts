import { expect, test } from '../support/test'
import { FRESH_PASSWORD, freshBusiness } from '../support/fresh-business'
import { atBothWidths, expectNoSeriousAxe, expectReachable } from '../support/look'

// Issue 40: a newly approved business is not live before it is ready. Its site says "Opening
// soon" with a way to leave a request; its overview shows the setup checklist and Go live.

// The journey runs once; every screen it meets is seen at both widths (atBothWidths).

test("a new business's site says 'Opening soon' and its owner sees the setup checklist", async ({
  page,
  playwright,
}) => {
  const business = await freshBusiness(playwright, 'Soon', { live: false })
  await page.goto(`/${business.slug}`)
  await expect(
    page.getByRole('heading', { name: `${business.name} is opening soon` }),
  ).toBeVisible()
  const leave = page.getByRole('main').getByRole('button', { name: 'Leave a request' })
  await atBothWidths(page, () => expectReachable(page, leave))
  // Nothing on the page leads to booking or to landing sections it does not have: the
  // footer offers a request, the header only Home.
  await expect(page.locator(`a[href^="/${business.slug}/booking"]`)).toHaveCount(0)
  await expect(page.locator(`a[href*="#services"], a[href*="#faq"]`)).toHaveCount(0)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Book Your Detail' })).toHaveCount(0)
  await atBothWidths(page, () =>
    expectReachable(page, footer.getByRole('button', { name: 'Leave a request' }), {
      scroll: true,
    }),
  )
  // A service page of a site that is not open yet leads to its home too.
  const service = await page.request.get(`/${business.slug}/service/auto-detailing`, {
    maxRedirects: 0,
  })
  expect(service.status()).toBe(302)
  expect(service.headers().location).toBe(`/${business.slug}`)
  await atBothWidths(page, async (viewport) => {
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoSeriousAxe(page)
    await page.screenshot({ path: `tests/.tmp/shots/opening-soon-${viewport.name}.png` })
  })
  await leave.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await atBothWidths(page, () => expectNoSeriousAxe(page, { include: '[role=dialog]' }))

  const login = await page.request.post('/api/auth/login', {
    data: { email: business.ownerEmail, password: FRESH_PASSWORD },
  })
  expect(login.status()).toBe(200)
  await page.goto(`/${business.slug}/dashboard`)
  const checklist = page.getByRole('region', { name: 'Get ready to go live' })
  await expect(checklist).toBeVisible()
  // The application gave a phone and an email, approval added the base city, the helper a
  // priced service: only the working hours are left.
  await expect(checklist.getByRole('link', { name: 'Set your working hours' })).toBeVisible()
  await expect(checklist.getByText('1 step left.', { exact: false })).toBeVisible()
  await expect(checklist.getByRole('button', { name: 'Go live' })).toBeDisabled()
  await atBothWidths(page, async (viewport) => {
    await expectReachable(page, checklist.getByRole('link', { name: 'Set your working hours' }), {
      scroll: true,
    })
    await expectNoSeriousAxe(page, { include: 'section[aria-labelledby=setup-heading]' })
    await page.screenshot({ path: `tests/.tmp/shots/setup-checklist-${viewport.name}.png` })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('once the hours are saved, Go live is a plain form and the site opens for booking', async ({
    page,
    playwright,
  }) => {
    const business = await freshBusiness(playwright, 'Live', { live: false, hours: true })
    // Its booking page leads to the 'Opening soon' home until then.
    await page.goto(`/${business.slug}/booking`)
    await expect(page).toHaveURL(new RegExp(`/${business.slug}$`))
    const login = await page.request.post('/api/auth/login', {
      data: { email: business.ownerEmail, password: FRESH_PASSWORD },
    })
    expect(login.status()).toBe(200)
    await page.goto(`/${business.slug}/dashboard`)
    const checklist = page.getByRole('region', { name: 'Get ready to go live' })
    // Payouts may stay open: a business that takes no deposit goes live without them.
    await expect(checklist.getByText(/Only needed to take a deposit at booking/)).toBeVisible()
    await checklist.getByRole('button', { name: 'Go live' }).click()
    await expect(page.getByText('Your business is live').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Get ready to go live' })).toHaveCount(0)
    await page.goto(`/${business.slug}/booking`)
    await expect(page).toHaveURL(new RegExp(`/${business.slug}/booking$`))
    await expect(
      page.getByRole('heading', { name: `Book with ${business.name}`, level: 1 }),
    ).toBeVisible()
  })
})
