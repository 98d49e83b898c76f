import { payDeposit } from '../support/checkout'
import { expect, test } from '../support/test'
import { clientAddress, customerPhone } from '../support/client-address'
import { findMail, linkAfter } from '../support/e2e-mail'
import { expectNoSeriousAxe } from '../support/look'
import { inDays } from '../support/days'

// Mail that really leaves (through the local send_email simulation): a booking answered from
// the detailer's emailed link, the customer's booking page and cancellation, and a password
// reset started from the login dialog.

test.use({ extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() } })

// Nine days ahead: dashboard-business.spec.ts books jps's morning a week ahead, and the database
// refuses a second confirmed appointment at the same time.
const inNineDays = () => inDays(9)

test('a booking is confirmed from the emailed link, then cancelled by the customer', async ({
  page,
}) => {
  const email = `e2e-mail-${Date.now()}@example.test`
  await page.goto('/jps/booking?vehicle=car&service=1&tier=2')
  await page.getByRole('link', { name: 'Continue to Booking', exact: true }).click()
  await page.getByLabel('Full name').fill('Mia Mailer')
  await page.getByLabel('Phone').fill(customerPhone())
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Street address').fill('1 Central Ave')
  await page.getByLabel('City', { exact: true }).fill('Phoenix')
  await page.getByLabel('State', { exact: true }).selectOption('AZ')
  await page.getByLabel('ZIP code', { exact: true }).fill('85004')
  await page.getByLabel('Preferred date').fill(inNineDays())
  await page.getByLabel(/^Morning/).check()
  await page.getByRole('button', { name: 'Review Estimate' }).click()
  await page.getByRole('button', { name: 'Send Booking Request' }).click()
  // jps takes a 25 % deposit (decision 036), paid with 4242.
  await payDeposit(page)
  await expect(page.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible()
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? ''

  // The paid deposit proves the request (decision 036): the detailer is emailed at once, and
  // the receipt asks for no email confirmation (holds.spec covers a request without a deposit).
  const paidReceipt = await findMail('Your deposit is paid.', reference)
  expect(paidReceipt).not.toContain('Confirm your email')
  // The detailer's email: opening Confirm shows the request; only the button acts.
  const notice = await findMail('Confirm: ', reference)
  await page.goto(linkAfter(notice, 'Confirm'))
  await expect(page.getByRole('heading', { name: `Booking request ${reference}` })).toBeVisible()
  await expectNoSeriousAxe(page)
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByRole('status')).toContainText('You confirmed this request.')

  // The customer's emails: the confirmation, and the receipt's link to their booking page.
  const confirmed = await findMail('confirmed your appointment', reference)
  expect(confirmed).toContain('8:00 AM MST')
  const receipt = await findMail('Thanks for choosing', reference)
  await page.goto(linkAfter(receipt, 'View your booking'))
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible()
  await expect(page.getByTestId('booking-appointment')).toContainText('8:00 AM MST')
  await expectNoSeriousAxe(page)

  await page.getByLabel('Reason (optional)').fill('Plans changed')
  await page.getByRole('button', { name: 'Cancel Booking' }).click()
  // Asked first, with the policy: nothing is cancelled until the customer says yes.
  const ask = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await expect(ask).toContainText('Free cancellation up to 24 hours before the appointment.')
  await expectNoSeriousAxe(page)
  await ask.getByRole('button', { name: 'Yes, cancel booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Cancelled' })).toBeVisible()
  await expect(page.getByTestId('booking-status')).toContainText('You cancelled this booking.')

  const cancelled = await findMail('Mia Mailer cancelled', reference)
  expect(cancelled).toContain('Reason: Plans changed')
})

test('forgot password from the login dialog, then sign in with the new one', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36)
  const email = `e2e-reset-${run}@example.test`
  // A name of this run's own: the mail is found by its greeting, and a retry must not open the
  // first try's (already used) link.
  const name = `Reese Reset ${run}`
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'Old-pass-2026!', name },
  })
  expect(registered.status()).toBe(201)

  await page.goto('/')
  await page.getByRole('link', { name: 'Login' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText('If an account exists for that email')
  await expectNoSeriousAxe(page)

  const mail = await findMail(`Hi ${name},`, '/reset-password?token=')
  await page.goto(linkAfter(mail, 'Choose a new password'))
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password (8–128 characters)').fill('New-pass-2026!')
  await page.getByLabel('Confirm new password').fill('New-pass-2026!')
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(page.getByRole('status')).toContainText('Your password was changed.')
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0)

  const login = await request.post('/api/auth/login', {
    data: { email, password: 'New-pass-2026!' },
  })
  expect(login.status()).toBe(200)
})
