import { type Page } from '@playwright/test'
import { findMail, linkAfter } from '../support/e2e-mail'
import { freshBusiness } from '../support/fresh-business'
import {
  bookKeepingCard,
  completeAndSendInvoice,
  confirmSoonAndOpenJob,
  invoiceUrl,
  PHONE,
} from '../support/job-phone'
import { expectNoSeriousAxe, expectReachable, scrollIntoView } from '../support/look'
import { expect, test } from '../support/test'

// The customer's sign-off at 390 × 844 (issue 42): "Something's not right" with a note pauses the
// balance charge to the card on file and opens the booking's thread, which the detailer reads and
// answers on the job screen; the customer then signs off with "Looks great" from a browser without
// JavaScript, which settles the job and charges the card.

test.use({ viewport: PHONE })

async function shot(page: Page, path: string) {
  await page.screenshot({ path, fullPage: true })
}

test("something's not right pauses the charge; looks great without JavaScript settles it", async ({
  playwright,
  browser,
  page,
}, testInfo) => {
  test.setTimeout(420_000)
  const business = await freshBusiness(playwright, 'signoff390', { payments: { noShowFee: '30' } })
  const email = `sam-${crypto.randomUUID().slice(0, 8)}@example.test`
  const reference = await bookKeepingCard(browser, business, email)
  const job = await confirmSoonAndOpenJob(page, business)
  const jobUrl = job.url
  await completeAndSendInvoice(page, job)
  const signoff = linkAfter(await findMail(reference, 'Looks great: '), 'Looks great').replace(
    /#.*$/,
    '',
  )

  await test.step("the customer says something's not right, with a note", async () => {
    const context = await browser.newContext({ viewport: PHONE })
    const customer = await context.newPage()
    await customer.goto(signoff)
    const note = customer.getByLabel(/^Something's not right\? Tell/)
    await scrollIntoView(note)
    await expectNoSeriousAxe(customer)
    await note.fill('Streaks on the hood, driver side')
    const send = customer.getByRole('button', { name: "Something's not right" })
    await scrollIntoView(send)
    await send.click()
    await expect(
      customer.getByRole('status').filter({ hasText: 'Nothing is charged until you sign off.' }),
    ).toBeAttached()
    // The note is the thread's first message; the note form gives way to it, Looks great stays.
    await expect(
      customer.getByRole('listitem').filter({ hasText: 'Streaks on the hood' }),
    ).toBeVisible()
    await expect(customer.getByRole('button', { name: "Something's not right" })).toHaveCount(0)
    await expect(customer.getByRole('button', { name: 'Looks great' })).toBeVisible()
    await expectReachable(customer, customer.locator('main'), { scroll: true })
    await expectNoSeriousAxe(customer)
    await shot(customer, testInfo.outputPath('signoff-not-right-390.png'))
    await context.close()
  })

  await test.step('the detailer reads the note in the thread and the charge is paused', async () => {
    // The detailer is emailed the note, with the way to the job screen.
    const told = await findMail(`Hi ${business.name},`, 'Sam Shine wrote:', 'Streaks on the hood')
    expect(linkAfter(told, 'Answer from the job screen')).toMatch(/\/dashboard\/jobs\/\d+$/)
    await page.goto(jobUrl)
    await expect(page.getByTestId('signoff-state')).toContainText(
      "says something's not right. Nothing is charged until they sign off.",
    )
    const thread = page.getByRole('region', { name: 'Messages' })
    await expect(
      thread.getByRole('listitem').filter({ hasText: 'Streaks on the hood' }),
    ).toBeVisible()
    const reply = page.getByLabel('Reply to the customer')
    await scrollIntoView(reply)
    await reply.fill('Coming back tomorrow at 9 to fix it')
    await thread.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeAttached()
    // The reply is in the thread and the box is empty again, so it is not sent twice.
    await expect(
      thread.getByRole('listitem').filter({ hasText: 'Coming back tomorrow at 9 to fix it' }),
    ).toBeVisible()
    await expect(reply).toHaveValue('')
    await expectReachable(page, page.locator('main'), { scroll: true })
    await expectNoSeriousAxe(page)
    await shot(page, testInfo.outputPath('job-thread-390.png'))
    await page.setViewportSize({ width: 1280, height: 800 })
    await expectNoSeriousAxe(page)
    await shot(page, testInfo.outputPath('job-thread-1280.png'))
    await page.setViewportSize(PHONE)
    // The invoice was sent with a card on file, yet nothing was charged: the balance is still due.
    await page.goto(invoiceUrl(jobUrl))
    await expect(page.getByTestId('balance-due')).toBeVisible()
    await expect(page.getByText('Paid by card')).toHaveCount(0)
  })

  await test.step('the customer signs off with Looks great, without JavaScript', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
    const customer = await context.newPage()
    await customer.goto(signoff)
    await expect(customer.getByText('Coming back tomorrow at 9 to fix it')).toBeVisible()
    await expect(
      customer.getByText(/something's not right\. Nothing is charged until you sign/),
    ).toBeVisible()
    const great = customer.getByRole('button', { name: 'Looks great' })
    await scrollIntoView(great)
    // axe runs as a script, so it cannot run here: the same markup is checked with it below.
    await shot(customer, testInfo.outputPath('signoff-nojs-390.png'))
    await great.click()
    await expect(customer.getByRole('status').filter({ hasText: 'Thank you!' })).toBeAttached()
    await expect(customer.getByTestId('settled')).toContainText('You signed off this job')
    await expect(customer.getByRole('button', { name: 'Looks great' })).toHaveCount(0)
    await context.close()
    // The settled page with JavaScript (the server renders the same markup): axe at both sizes.
    const withJs = await browser.newContext({ viewport: PHONE })
    const again = await withJs.newPage()
    await again.goto(signoff)
    await expect(again.getByTestId('settled')).toContainText('You signed off this job')
    await expectReachable(again, again.locator('main'), { scroll: true })
    await expectNoSeriousAxe(again)
    await shot(again, testInfo.outputPath('signoff-settled-390.png'))
    await again.setViewportSize({ width: 1280, height: 800 })
    await expectNoSeriousAxe(again)
    await shot(again, testInfo.outputPath('signoff-settled-1280.png'))
    await withJs.close()
  })

  await test.step('the job is settled and the card on file charged the balance', async () => {
    await findMail(reference, 'charged to your card on file')
    await page.goto(jobUrl)
    await expect(page.getByTestId('signoff-state')).toContainText('signed off: looks great')
    await page.goto(invoiceUrl(jobUrl))
    await expect(page.getByText('Paid by card')).toBeVisible()
  })
})
