import { request as httpRequest } from 'node:http'
import { expect, type Page, test } from '../support/test'
import { baseURL } from '../../playwright.config'
import { freshBusiness } from '../support/fresh-business'
import {
  atBothWidths,
  expectNoSeriousAxe,
  expectReachable,
  openSignedIn,
  VIEWPORTS,
} from '../support/look'

// A detailer's own domain (issue 28) with the local provider: added in the Website tab, the DNS
// records shown, checked until active, served under its Host, removed. Every test adds a domain
// of its own to a business of its own, so a retry never meets a domain a failed try left behind.

/** The site as a browser asking for DOMAIN would get it (the Host header names the domain). */
function getAsDomain(DOMAIN: string, path = '/'): Promise<{ status: number; body: string }> {
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

test.describe('a detailer puts its site on its own domain', () => {
  test('added, shown its DNS records, checked until active, served there, then removed', async ({
    page,
    playwright,
  }) => {
    const own = await freshBusiness(playwright, 'Domain')
    const DOMAIN = `www.${own.slug}.com`
    await openSignedIn(page, 'admin@demo.test', `/${own.slug}/dashboard?tab=website`)
    const card = domainCard(page)
    await card.getByLabel('Domain').fill(DOMAIN.toUpperCase())
    await card.getByRole('button', { name: 'Add domain' }).click()
    await expect(card.getByText(`${DOMAIN} is being set up.`)).toBeVisible()
    const records = card.getByRole('table')
    await expect(records.getByRole('row', { name: /CNAME/ })).toContainText(
      'customers.mobiledetailhub.com',
    )
    // The claim's own ownership record (issue 37).
    await expect(records.getByRole('row', { name: /_mdh-challenge/ })).toContainText('TXT')
    expect((await getAsDomain(DOMAIN)).status).toBe(404)

    // The Cron Trigger walks the same steps every five minutes; "Check status now" takes one at once.
    // The local stand-in finds the claim's record at the first; Cloudflare's records then show.
    await card.getByRole('button', { name: 'Check status now' }).click()
    await expect(card.getByText('Checked. Still waiting for the DNS records.')).toBeVisible()
    await expect(records.getByRole('row', { name: /_cf-custom-hostname/ })).toContainText('TXT')
    expect((await getAsDomain(DOMAIN)).status).toBe(404)
    await card.getByRole('button', { name: 'Check status now' }).click()
    await expect(card.getByText(`Your site is live at ${DOMAIN}.`)).toBeVisible()

    const served = await getAsDomain(DOMAIN)
    expect(served.status).toBe(200)
    expect(served.body).toContain(own.name)

    await card.getByRole('button', { name: 'Remove domain' }).click()
    await expect(card.getByText(`${DOMAIN} removed.`)).toBeVisible()
    expect((await getAsDomain(DOMAIN)).status).toBe(404)
  })

  test('a domain of ours is refused in clear words', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.test', '/fresh-start/dashboard?tab=website')
    const card = domainCard(page)
    await card.getByLabel('Domain').fill('shop.mobiledetailhub.com')
    await card.getByRole('button', { name: 'Add domain' }).click()
    await expect(card.getByText('That is one of our own domains.')).toBeVisible()
  })
})

test.describe('the domain card and the admin list', () => {
  // Each journey runs once at 1280; every screen it meets is looked at at both widths
  // (atBothWidths, decision 051).
  test.use({ viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height } })

  test('the domain card with its DNS records and the admin domains list are reachable, axe clean', async ({
    page,
    playwright,
  }) => {
    const own = await freshBusiness(playwright, 'Look')
    const domain = `look.${own.slug}.com`
    await openSignedIn(page, 'admin@demo.test', `/${own.slug}/dashboard?tab=website`)
    const card = domainCard(page)
    await card.getByLabel('Domain').fill(domain)
    await card.getByRole('button', { name: 'Add domain' }).click()
    await expect(card.getByRole('table')).toBeVisible()
    await atBothWidths(page, async () => {
      await expectReachable(page, card, { scroll: true })
      await expectNoSeriousAxe(page)
    })

    // The admin reaches the list from the Users tab.
    await page.goto('/admin-dashboard?tab=users')
    const link = page.getByRole('link', { name: 'Own domains' })
    await atBothWidths(page, () => expectReachable(page, link))
    await link.click()
    await expect(page).toHaveURL(/\/admin-dashboard\/domains$/)
    await expect(page.getByRole('heading', { name: 'Own domains' })).toBeVisible()
    await expect(page.getByRole('cell', { name: domain })).toBeVisible()
    await atBothWidths(page, async () => {
      await expectReachable(page, page.getByRole('main'), { scroll: true })
      await expectNoSeriousAxe(page)
    })

    await page.goto(`/${own.slug}/dashboard?tab=website`)
    await domainCard(page).getByRole('button', { name: 'Remove domain' }).click()
    await expect(domainCard(page).getByLabel('Domain')).toBeVisible()
  })

  test('a claim another business proved first shows its notice, axe clean', async ({
    page,
    playwright,
  }) => {
    const winner = await freshBusiness(playwright, 'Winner')
    const loser = await freshBusiness(playwright, 'Loser')
    const domain = `www.${loser.slug}.com`
    await openSignedIn(page, 'admin@demo.test', `/${loser.slug}/dashboard?tab=website`)
    await domainCard(page).getByLabel('Domain').fill(domain)
    await domainCard(page).getByRole('button', { name: 'Add domain' }).click()
    await expect(domainCard(page).getByText(`${domain} is being set up.`)).toBeVisible()

    // Another business claims the same name (no 409) and proves it first.
    await page.goto(`/${winner.slug}/dashboard?tab=website`)
    await domainCard(page).getByLabel('Domain').fill(domain)
    await domainCard(page).getByRole('button', { name: 'Add domain' }).click()
    await domainCard(page).getByRole('button', { name: 'Check status now' }).click()
    await expect(
      domainCard(page).getByText('Checked. Still waiting for the DNS records.'),
    ).toBeVisible()

    await page.goto(`/${loser.slug}/dashboard?tab=website`)
    const card = domainCard(page)
    const notice = card.getByText(`Another business proved it owns ${domain} first`)
    await expect(notice).toBeVisible()
    await atBothWidths(page, async () => {
      await expectReachable(page, card, { scroll: true })
      await expectNoSeriousAxe(page)
    })
    await card.getByRole('button', { name: 'Dismiss' }).click()
    await expect(notice).toBeHidden()
    await expect(card.getByLabel('Domain')).toBeVisible()
  })

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
