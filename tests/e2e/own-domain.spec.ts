import { request as httpRequest } from 'node:http'
import { expect, type Page, test } from '../support/test'
import { baseURL } from '../../playwright.config'
import { expectNoSeriousAxe, expectReachable, openSignedIn, VIEWPORTS } from '../support/look'

// A detailer's own domain (issue 28) with the local provider: added in the Website tab, the DNS
// records shown, checked until active, served under its Host, removed. Fresh Start Detailing is
// changed here and in brand.spec.ts only.

const WEBSITE = '/fresh-start/dashboard?tab=website'
const DOMAIN = 'www.fresh-start-detailing.com'

/** The site as a browser asking for DOMAIN would get it (the Host header names the domain). */
function getAsDomain(path = '/'): Promise<{ status: number; body: string }> {
  const { port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: DOMAIN } }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const domainCard = (page: Page) => page.getByRole('region', { name: 'Your own domain' })

test.describe.serial('a detailer puts its site on its own domain', () => {
  test('added, shown its DNS records, checked until active, served there, then removed', async ({
    page,
  }) => {
    await openSignedIn(page, 'admin@demo.test', WEBSITE)
    const card = domainCard(page)
    await card.getByLabel('Domain').fill('WWW.Fresh-Start-Detailing.com')
    await card.getByRole('button', { name: 'Add domain' }).click()
    await expect(card.getByText(`${DOMAIN} is being set up.`)).toBeVisible()
    const records = card.getByRole('table')
    await expect(records.getByRole('row', { name: /CNAME/ })).toContainText(
      'customers.mobiledetailhub.com',
    )
    await expect(records.getByRole('row', { name: /_cf-custom-hostname/ })).toContainText('TXT')
    expect((await getAsDomain()).status).toBe(404)

    // The Cron Trigger walks the same steps every five minutes; "Check status now" takes one at once.
    await card.getByRole('button', { name: 'Check status now' }).click()
    await expect(card.getByText('Checked. Still waiting for the DNS records.')).toBeVisible()
    expect((await getAsDomain()).status).toBe(404)
    await card.getByRole('button', { name: 'Check status now' }).click()
    await expect(card.getByText(`Your site is live at ${DOMAIN}.`)).toBeVisible()

    const served = await getAsDomain()
    expect(served.status).toBe(200)
    expect(served.body).toContain('Fresh Start Detailing')

    await card.getByRole('button', { name: 'Remove domain' }).click()
    await expect(card.getByText(`${DOMAIN} removed.`)).toBeVisible()
    expect((await getAsDomain()).status).toBe(404)
  })

  test('a domain of ours is refused in clear words', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.test', WEBSITE)
    const card = domainCard(page)
    await card.getByLabel('Domain').fill('shop.mobiledetailhub.com')
    await card.getByRole('button', { name: 'Add domain' }).click()
    await expect(card.getByText('That is one of our own domains.')).toBeVisible()
  })
})

// One after the other: both add a domain to ABC, which has room for one.
test.describe.serial('the domain card and the admin list', () => {
  for (const { name, width, height } of VIEWPORTS) {
    test.describe(`on a ${name} screen (${width}×${height})`, () => {
      test.use({ viewport: { width, height } })

      test('the domain card with its DNS records and the admin domains list are reachable, axe clean', async ({
        page,
      }) => {
        // ABC's tab, so this runs alongside the journey above; its domain is removed again below.
        await openSignedIn(page, 'admin@demo.test', '/abc/dashboard?tab=website')
        const card = domainCard(page)
        await card.getByLabel('Domain').fill(`${name}.abc-look.com`)
        await card.getByRole('button', { name: 'Add domain' }).click()
        await expect(card.getByRole('table')).toBeVisible()
        await expectReachable(page, card, { scroll: true })
        await expectNoSeriousAxe(page)

        // The admin reaches the list from the Users tab.
        await page.goto('/admin-dashboard?tab=users')
        const link = page.getByRole('link', { name: 'Own domains' })
        await expectReachable(page, link)
        await link.click()
        await expect(page).toHaveURL(/\/admin-dashboard\/domains$/)
        await expect(page.getByRole('heading', { name: 'Own domains' })).toBeVisible()
        await expect(page.getByRole('cell', { name: `${name}.abc-look.com` })).toBeVisible()
        await expectReachable(page, page.getByRole('main'), { scroll: true })
        await expectNoSeriousAxe(page)

        await page.goto('/abc/dashboard?tab=website')
        await domainCard(page).getByRole('button', { name: 'Remove domain' }).click()
        await expect(domainCard(page).getByLabel('Domain')).toBeVisible()
      })
    })
  }

  // Last in the serial run: ABC has no domain again, so its card offers the form.
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a malformed domain is refused with a 400 and the form stays', async ({ page }) => {
      const login = await page.request.post('/api/auth/login', {
        data: { email: 'admin@demo.test', password: 'Demo-pass-2026!' },
      })
      expect(login.status()).toBe(200)
      await page.goto('/abc/dashboard?tab=website')
      const card = domainCard(page)
      await card.getByLabel('Domain').fill('192.168.0.1')
      const answer = page.waitForResponse((r) => r.request().method() === 'POST')
      await card.getByRole('button', { name: 'Add domain' }).click()
      expect((await answer).status()).toBe(400)
      await expect(card.getByText('Enter a domain name, not an IP address.')).toBeVisible()
      await expectReachable(page, card, { scroll: true })
    })
  })
})
