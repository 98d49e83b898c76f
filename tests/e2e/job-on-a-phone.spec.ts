import { type Page } from '@playwright/test'
import sharp from 'sharp'
import { clientAddress } from '../support/client-address'
import { fillBookingRequest, PLACES } from '../support/checkout'
import { findMail, linkAfter } from '../support/e2e-mail'
import { FRESH_PASSWORD, freshBusiness } from '../support/fresh-business'
import { expectNoSeriousAxe, expectReachable, openSignedIn } from '../support/look'
import { expect, test } from '../support/test'
import { wallClock } from '../support/wall-clock'

// The job on a phone (issue 42) at 390 × 844: the business's own customer books keeping the card
// on file and agreeing to the gallery; the detailer starts the job, takes before photos without
// JavaScript and after photos with it (real-size camera JPEGs), completes and sends the invoice;
// the customer signs off from the email; the balance is charged; the pair goes to the gallery
// and shows on the public site.

const ZONE = 'America/Los_Angeles'
const PHONE = { width: 390, height: 844 }

/** A camera-sized JPEG (4032 × 3024 of noise, a few MB), made fresh. */
async function cameraJpeg(name: string) {
  const width = 4032
  const height = 3024
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

async function shot(page: Page, path: string) {
  await page.screenshot({ path, fullPage: true })
}

test('the job on a phone: photos, sign-off, the card charged, a pair in the gallery', async ({
  playwright,
  browser,
  page,
}, testInfo) => {
  test.setTimeout(420_000)
  const business = await freshBusiness(playwright, 'job390', { payments: { noShowFee: '30' } })
  const email = `sam-${crypto.randomUUID().slice(0, 8)}@example.test`
  let reference = ''

  await test.step('the customer books, keeping the card and agreeing to the gallery', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() },
    })
    const customer = await context.newPage()
    await customer.goto(business.requestPath)
    await fillBookingRequest(customer, email, PLACES.portland, 'Sam Shine')
    const consent = customer.getByLabel(/may show before and after photos of my vehicle/)
    await consent.scrollIntoViewIfNeeded()
    await expect(consent).toBeInViewport()
    await expect(consent).not.toBeChecked()
    await consent.check()
    await customer.getByLabel(/^Keep my card on file with/).check()
    await customer.getByRole('button', { name: 'Send Booking Request' }).click()
    await customer.getByLabel('Card number').fill('4242 4242 4242 4242')
    await customer.getByLabel('Expiry').fill('12 / 34')
    await customer.getByLabel('CVC').fill('123')
    await customer.getByRole('button', { name: /^Pay \$/ }).click()
    await customer.waitForURL(/\/booking\/confirmation\?ref=/)
    reference = (await customer.getByTestId('booking-reference').textContent())?.trim() ?? ''
    await context.close()
  })

  await openSignedIn(page, business.ownerEmail, `/${business.slug}/dashboard?tab=requests`, FRESH_PASSWORD)
  const start = wallClock(new Date(Date.now() + 120_000), ZONE)
  const card = page.getByRole('article', { name: /^Sam Shine/ })
  await card.getByLabel('Date').fill(start.date)
  await card.getByLabel('Start time').evaluate((input) => input.removeAttribute('step'))
  await card.getByLabel('Start time').fill(start.time)
  await card.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'confirmed.' })).toBeAttached({
    timeout: 15_000,
  })
  await page.goto(`/${business.slug}/dashboard?tab=requests&status=confirmed`)
  await card.getByRole('link', { name: /^Open job/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Shine' })).toBeVisible()
  const jobUrl = page.url()
  await expect(page.getByRole('link', { name: 'Open in Maps' })).toBeInViewport()
  await page.getByRole('button', { name: 'Start' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Job started.' })).toBeAttached()

  await test.step('before photos without JavaScript, the camera input as a plain form', async () => {
    const noJs = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
    const detailer = await noJs.newPage()
    await openSignedIn(detailer, business.ownerEmail, new URL(jobUrl).pathname, FRESH_PASSWORD)
    const input = detailer.locator('input#photos-before')
    await expect(input).toHaveAttribute('capture', 'environment')
    await expect(input).toHaveAttribute('accept', 'image/*')
    await input.setInputFiles([await cameraJpeg('before-1.jpg'), await cameraJpeg('before-2.jpg')])
    await detailer.getByRole('button', { name: 'Upload before photos' }).click()
    await expect(detailer.getByRole('status').filter({ hasText: '2 before photos added.' })).toBeAttached()
    await expect(detailer.getByRole('img', { name: /^Before \d$/ })).toHaveCount(2)
    await noJs.close()
  })

  await test.step('after photos with JavaScript, one at a time with progress', async () => {
    await page.goto(jobUrl)
    await page
      .locator('input#photos-after')
      .setInputFiles([await cameraJpeg('after-1.jpg'), await cameraJpeg('after-2.jpg')])
    await expect(page.getByRole('img', { name: /^After \d$/ })).toHaveCount(2, { timeout: 60_000 })
    await expect(page.getByTestId('uploads-after').getByRole('progressbar')).toHaveCount(2)
    await expectReachable(page, page.locator('main'), { scroll: true })
    await expectNoSeriousAxe(page)
    await shot(page, testInfo.outputPath('job-screen-390.png'))
    await page.setViewportSize({ width: 1280, height: 800 })
    await expectNoSeriousAxe(page)
    await shot(page, testInfo.outputPath('job-screen-1280.png'))
    await page.setViewportSize(PHONE)
  })

  await test.step('complete: the invoice is sent and its charge waits for the sign-off', async () => {
    await expect(async () => {
      await page.goto(jobUrl)
      await page.getByRole('button', { name: 'Complete and ask for sign-off' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'was sent the photos to sign off' }),
      ).toBeAttached({ timeout: 2_000 })
    }).toPass({ timeout: 210_000 })
    await page.goto(jobUrl.replace(/jobs\/(\d+)$/, 'bookings/$1/invoice'))
    await page.getByRole('button', { name: 'Send invoice' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'charged once the customer signs off' }),
    ).toBeAttached({ timeout: 15_000 })
  })

  await test.step('the customer signs off from the email, at 390 × 844', async () => {
    const mail = await findMail(reference, 'Looks great: ')
    expect(mail).toMatch(/After 1: http\S+\/signoff\/[A-Za-z0-9_-]{22}\/photos\/\d+/)
    const context = await browser.newContext({ viewport: PHONE })
    const customer = await context.newPage()
    await customer.goto(linkAfter(mail, 'Looks great').replace(/#.*$/, ''))
    await expect(customer.getByRole('img', { name: /^After \d$/ })).toHaveCount(2)
    const great = customer.getByRole('button', { name: 'Looks great' })
    await great.scrollIntoViewIfNeeded()
    await expect(great).toBeInViewport()
    await expectNoSeriousAxe(customer)
    await shot(customer, testInfo.outputPath('signoff-390.png'))
    await great.click()
    await expect(customer.getByRole('status').filter({ hasText: 'Thank you!' })).toBeAttached()
    await expect(customer.getByTestId('settled')).toContainText('You signed off this job')
    await context.close()
  })

  await test.step('the job is settled and charged; a pair goes to the gallery and the public site', async () => {
    await page.goto(jobUrl)
    await expect(page.getByTestId('signoff-state')).toContainText('signed off: looks great')
    await findMail(reference, 'charged to your card on file')
    await page.getByRole('button', { name: 'Add pair to gallery' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Pair added to the gallery.' })).toBeAttached()
    await page.goto(`/${business.slug}/service/auto-detailing`)
    const after = page.getByRole('img', { name: /^After: work by/ })
    await expect(after.first()).toBeAttached()
    await after.first().scrollIntoViewIfNeeded()
    await expect(after.first()).toBeInViewport()
    await shot(page, testInfo.outputPath('public-pair-390.png'))
  })
})
