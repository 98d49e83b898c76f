import { type Page } from '@playwright/test'
import sharp from 'sharp'
import { findMail, linkAfter } from '../support/e2e-mail'
import { FRESH_PASSWORD, freshBusiness } from '../support/fresh-business'
import {
  bookKeepingCard,
  completeAndSendInvoice,
  confirmSoonAndOpenJob,
  PHONE,
} from '../support/job-phone'
import { expectNoSeriousAxe, expectReachable, openSignedIn, scrollIntoView } from '../support/look'
import { expect, test } from '../support/test'

// The job on a phone (issue 42) at 390 × 844: the business's own customer books keeping the card
// on file and agreeing to the gallery; the detailer starts the job, takes before photos without
// JavaScript and after photos with it (real-size camera JPEGs), completes and sends the invoice;
// the customer signs off from the email; the balance is charged; the pair goes to the gallery
// and shows on the public site.

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

// The detailer works the job on a phone: the test's own page is 390 × 844 throughout (it was
// left at the default desktop size, so "job-screen-390.png" was a 1280-wide page).
test.use({ viewport: PHONE })

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
    reference = await bookKeepingCard(browser, business, email, { galleryConsent: true })
  })

  const job = await confirmSoonAndOpenJob(page, business)
  const jobUrl = job.url
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
    await expect(
      detailer.getByRole('status').filter({ hasText: '2 before photos added.' }),
    ).toBeAttached()
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
    expect(page.viewportSize()?.width).toBe(390)
    await shot(page, testInfo.outputPath('job-screen-390.png'))
    await page.setViewportSize({ width: 1280, height: 800 })
    await expectNoSeriousAxe(page)
    await shot(page, testInfo.outputPath('job-screen-1280.png'))
    await page.setViewportSize(PHONE)
  })

  await test.step('complete: the invoice is sent and its charge waits for the sign-off', async () => {
    await completeAndSendInvoice(page, job)
  })

  await test.step('the customer signs off from the email, at 390 × 844', async () => {
    const mail = await findMail(reference, 'Looks great: ')
    expect(mail).toMatch(/After 1: http\S+\/signoff\/[A-Za-z0-9_-]{22}\/photos\/\d+/)
    const context = await browser.newContext({ viewport: PHONE })
    const customer = await context.newPage()
    await customer.goto(linkAfter(mail, 'Looks great').replace(/#.*$/, ''))
    await expect(customer.getByRole('img', { name: /^After \d$/ })).toHaveCount(2)
    const great = customer.getByRole('button', { name: 'Looks great' })
    await scrollIntoView(great)
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
    await expect(
      page.getByRole('status').filter({ hasText: 'Pair added to the gallery.' }),
    ).toBeAttached()
    await page.goto(`/${business.slug}/service/auto-detailing`)
    const after = page.getByRole('img', { name: /^After: work by/ })
    await expect(after.first()).toBeAttached()
    await scrollIntoView(after.first())
    await shot(page, testInfo.outputPath('public-pair-390.png'))
  })
})
