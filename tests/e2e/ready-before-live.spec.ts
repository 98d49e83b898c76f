import { expect, test } from '../support/test'
import { FRESH_PASSWORD, freshBusiness } from '../support/fresh-business'
import { expectNoSeriousAxe, expectReachable, VIEWPORTS } from '../support/look'

// Issue 40: a newly approved business is not live before it is ready. Its site says "Opening
// soon" with a way to leave a request; its overview shows the setup checklist and Go live.

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("a new business's site says 'Opening soon' and its owner sees the setup checklist", async ({
      page,
      playwright,
    }) => {
      const business = await freshBusiness(playwright, 'Soon', { live: false })
      await page.goto(`/${business.slug}`)
      await expect(
        page.getByRole('heading', { name: `${business.name} is opening soon` }),
      ).toBeVisible()
      const leave = page.getByRole('button', { name: 'Leave a request' })
      await expectReachable(page, leave)
      await expectNoSeriousAxe(page)
      await page.screenshot({ path: `tests/.tmp/shots/opening-soon-${viewport.name}.png` })
      await leave.click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoSeriousAxe(page, { include: '[role=dialog]' })

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
      await expectReachable(page, checklist.getByRole('link', { name: 'Set your working hours' }))
      await expectNoSeriousAxe(page, { include: 'section[aria-labelledby=setup-heading]' })
      await page.screenshot({ path: `tests/.tmp/shots/setup-checklist-${viewport.name}.png` })
    })
  })
}
