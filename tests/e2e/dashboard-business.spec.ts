import { FRESH_PASSWORD, type FreshBusiness, freshBusiness } from '../support/fresh-business'
import { expect, type Page, test } from '../support/test'
import { requestJpsBooking } from '../support/jps-booking'
import { expectNoSeriousAxe } from '../support/look'
import { inDays } from '../support/days'

// The detailer's day: a customer's request arrives, the owner confirms it, sees it on the
// schedule and the overview, handles a clash, a decline and a quote, and finds the customer.
// Each try runs on a business of its own (made through the app's routes before the first test),
// so the week's count, the 10:00 job and the clash are this file's alone and a retry starts
// clean. Dates are a week ahead; the business shows times in its own zone (Portland).

const PASSWORD = 'Demo-pass-2026!'
const run = Date.now().toString(36)
const inAWeek = inDays(7)
const customerA = { name: `Ada Early ${run}`, email: `ada-${run}@example.test` }
const customerB = { name: `Ben Clash ${run}`, email: `ben-${run}@example.test` }

let business: FreshBusiness
let dashboard: string

async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login$/)
}

const card = (page: Page, name: string) =>
  page.getByRole('article', { name: new RegExp(`^${name}`) })

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright }) => {
  business = await freshBusiness(playwright, 'Day')
  dashboard = `/${business.slug}/dashboard`
})

const loginOwner = (page: Page) => login(page, business.ownerEmail, FRESH_PASSWORD)

test('the owner runs the day: confirm, schedule, overview, clash, decline, quote, customers, charts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  await loginOwner(page)
  await page.goto(`${dashboard}?tab=overview`)
  const before = Number(await page.getByTestId('stat-requests-week').textContent())

  const refA = await requestJpsBooking(browser, {
    ...customerA,
    date: inAWeek,
    business,
    place: 'portland',
  })
  await page.reload()
  await expect(page.getByTestId('stat-requests-week')).toHaveText(String(before + 1))
  await expect(page.getByTestId('notifications')).toContainText('new booking request')

  await page.getByRole('link', { name: 'View requests' }).click()
  const a = card(page, customerA.name)
  await expect(a).toContainText(refA)
  await expect(a).toContainText('Signature Detail – Premium')
  await expect(a).toContainText('1 SW Main St, Portland, OR 97201')
  await a.getByLabel('Date').fill(inAWeek)
  await a.getByLabel('Start time').fill('10:00')
  await a.getByRole('button', { name: 'Confirm' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `Request ${refA} confirmed.` }),
  ).toBeVisible()
  await expect(card(page, customerA.name).getByText('confirmed', { exact: true })).toBeVisible()

  await page.goto(`${dashboard}?tab=schedule&date=${inAWeek}`)
  const slot = page.locator('[data-slot="10:00"]')
  await expect(slot).toContainText(customerA.name)
  await expect(slot).toContainText('180 minutes')
  await expect(slot.locator('[data-status="confirmed"]')).toHaveClass(/green/)
  await expect(page.locator('[data-slot="11:00"]')).toContainText(
    `Booked: ${customerA.name} (continued)`,
  )
  await expect(page.locator('[data-slot="15:00"]')).toContainText('Available')

  await page.goto(`${dashboard}?tab=overview`)
  await expect(page.getByTestId('upcoming')).toContainText(customerA.name)

  // A second request for the same morning: confirming it at 11:00 overlaps Ada's 10:00–13:00.
  await requestJpsBooking(browser, { ...customerB, date: inAWeek, business, place: 'portland' })
  await page.goto(`${dashboard}?tab=requests&status=pending`)
  const b = card(page, customerB.name)
  await b.getByLabel('Start time').fill('11:00')
  await b.getByRole('button', { name: 'Confirm' }).click()
  await expect(card(page, customerB.name).getByRole('alert')).toContainText(
    'This time overlaps another confirmed appointment',
  )
  await expect(card(page, customerB.name).getByRole('alert')).toContainText(customerA.name)
  await expect(
    card(page, customerB.name).getByRole('button', { name: 'Confirm anyway' }),
  ).toBeVisible()
  // Declining needs a reason.
  await card(page, customerB.name).getByRole('button', { name: 'Decline' }).click()
  const reason = card(page, customerB.name).getByLabel('Reason for declining')
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  await expect(card(page, customerB.name)).toContainText('Please give a reason for declining')
  await reason.fill('Fully booked that morning')
  await card(page, customerB.name).getByRole('button', { name: 'Decline' }).click()
  // The decline has landed before the page is left (a navigation would cancel it in flight).
  await expect(page.getByRole('status').filter({ hasText: / declined\.$/ })).toBeVisible()
  await page.goto(`${dashboard}?tab=requests&status=declined`)
  await expect(card(page, customerB.name)).toContainText(
    'Declined because: Fully booked that morning',
  )

  // A quote from Ada: new → contacted (Reply) → won.
  const quote = await request.post('/api/quote', {
    data: {
      name: customerA.name,
      email: customerA.email,
      phone: '7025550199',
      zip: '97201',
      vehicle: 'Truck',
      services: ['Ceramic Coating'],
      additionalInfo: 'Black paint',
      business_slug: business.slug,
    },
  })
  expect(quote.status()).toBe(201)
  await page.goto(`${dashboard}?tab=requests&quotes=new`)
  const q = card(page, `Quote from ${customerA.name}`)
  const reply = q.getByRole('link', { name: 'Reply' })
  await expect(reply).toHaveAttribute('href', new RegExp(`^mailto:${customerA.email}\\?subject=`))
  // The mail client is not part of the test: the link's default action is stopped, React's click runs.
  await reply.evaluate((el) => el.addEventListener('click', (e) => e.preventDefault()))
  await reply.click()
  // Each change is saved in the background: wait for it (the quote leaves the filtered list)
  // before leaving the page, or the navigation cancels it (seen under load: never "won").
  await expect(q).toHaveCount(0)
  await page.goto(`${dashboard}?tab=requests&quotes=contacted`)
  const contacted = card(page, `Quote from ${customerA.name}`)
  await contacted.getByRole('button', { name: 'Won' }).click()
  await expect(contacted).toHaveCount(0)
  await page.goto(`${dashboard}?tab=requests&quotes=won`)
  await expect(
    card(page, `Quote from ${customerA.name}`).getByText('won', { exact: true }),
  ).toBeVisible()

  await page.goto(`${dashboard}?tab=customers&q=${encodeURIComponent(customerA.email)}`)
  const row = page.getByRole('row', { name: new RegExp(customerA.name) })
  await expect(row.getByRole('cell').nth(2)).toHaveText('2')
  await row.getByRole('link', { name: customerA.name }).click()
  await expect(page.getByRole('heading', { name: `History of ${customerA.email}` })).toBeVisible()
  await expect(page.locator('#history article')).toHaveCount(2)

  await page.goto(`${dashboard}?tab=performance`)
  await expect(page.locator('figure svg[role="img"]')).toHaveCount(6)
  const weekly = page.getByRole('figure', { name: 'Requests per week (last 12 weeks)' })
  await weekly.getByText('Show the data as a table').click()
  await expect(weekly.getByRole('table')).toBeVisible()
  await expect(weekly.getByRole('columnheader', { name: 'Requests' })).toBeVisible()
})

test('an admin sees and works the business’s dashboard the same way', async ({ page }) => {
  await login(page, 'admin@demo.test')
  await page.goto(`${dashboard}?tab=requests&status=confirmed`)
  await expect(card(page, customerA.name)).toBeVisible()
  await page.goto(`${dashboard}?tab=schedule&date=${inAWeek}`)
  await expect(page.locator('[data-slot="10:00"]')).toContainText(customerA.name)
  await page.goto(`${dashboard}?tab=requests&quotes=won`)
  const q = card(page, `Quote from ${customerA.name}`)
  await q.getByLabel('Private note (only you see it)').fill('Admin: follow up in spring')
  await q.getByRole('button', { name: 'Save note' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Note saved.' })).toBeVisible()
  await page.reload()
  await expect(
    card(page, `Quote from ${customerA.name}`).getByLabel('Private note (only you see it)'),
  ).toHaveValue('Admin: follow up in spring')
})

test('the abc owner can neither read nor change any of its requests', async ({ page }) => {
  await login(page, 'abc@demo.test')
  await page.goto(`${dashboard}?tab=requests`)
  await expect(page).not.toHaveURL(new RegExp(dashboard))
  await page.goto('/abc/dashboard?tab=requests')
  await expect(page.getByText(customerA.email)).toHaveCount(0)
  const token = await (
    await page.request.post('/api/auth/login', {
      data: { email: 'abc@demo.test', password: PASSWORD },
    })
  ).json()
  const headers = { Authorization: `Bearer ${token.accessToken}` }
  const bookings = await page.request.get(`/api/bookings?business_slug=${business.slug}`, {
    headers,
  })
  expect(bookings.status()).toBe(403)
  const quotes = await page.request.get(`/api/quotes?business_slug=${business.slug}`, { headers })
  expect(quotes.status()).toBe(403)
  const post = await page.request.post(`${dashboard}?tab=requests`, {
    form: { intent: 'booking-cancel', id: '1', reason: 'Not mine' },
    maxRedirects: 0,
  })
  expect(post.status()).toBe(302)
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('Block Time and the daily goal work as plain forms', async ({ page }) => {
    await loginOwner(page)
    await page.goto(`${dashboard}?tab=schedule&date=${inAWeek}`)
    const block = page.getByRole('form', { name: 'Block Time' })
    await block.getByLabel('From').fill('15:00')
    await block.getByLabel('To').fill('17:00')
    await block.getByLabel('Reason (optional)').fill('Van service')
    await block.getByRole('button', { name: 'Block Time' }).click()
    await expect(page.locator('[data-slot="15:00"]')).toContainText('Blocked: Van service')
    await expect(page.locator('[data-slot="16:00"]')).toContainText('Blocked: Van service')
    const settings = page.getByRole('form', { name: 'Time zone and daily goal' })
    await settings.getByLabel('Daily goal ($)').fill('600')
    await settings.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByTestId('summary-goal')).toHaveText('$600')
  })
})

for (const tab of ['overview', 'requests', 'schedule', 'customers', 'performance']) {
  test(`the ${tab} tab has no serious or critical axe violations`, async ({ page }) => {
    await login(page, 'jps@demo.test')
    await page.goto(`/jps/dashboard?tab=${tab}`)
    await expectNoSeriousAxe(page)
  })
}
