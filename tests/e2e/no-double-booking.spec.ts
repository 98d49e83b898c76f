import { expect, type Page, test } from '../support/test'
import { findMail, linkAfter } from '../support/e2e-mail'
import { requestJpsBooking } from '../support/jps-booking'
import { seedReview } from '../support/seed-review'
import { atBothWidths, VIEWPORTS } from '../support/look'
import { OWN_DAY_BANDS as BANDS, ownDay } from '../support/own-day'

// What a person sees of two guarantees (decision 018): a business's confirmed appointments never
// overlap, whichever way they are confirmed, and a hidden review leaves the public pages at once
// even for anonymous visitors served from the edge cache. Each runs once (the guarantees are the
// server's); the screens that say so are seen at desktop and phone size.

const PASSWORD = 'Demo-pass-2026!'
const SCREENS = 'tests/.tmp/screens'

async function login(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login$/)
}

const card = (page: Page, name: string) =>
  page.getByRole('article', { name: new RegExp(`^${name}`) })

const [viewport] = VIEWPORTS
test.use({ viewport: { width: viewport.width, height: viewport.height } })

test('the email Confirm of a clashing request confirms nothing and says which booking it clashes with', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36)
  const date = ownDay(BANDS.clashingEmailConfirm)
  const first = await requestJpsBooking(browser, {
    name: `Early ${run}`,
    date,
    place: 'phoenix',
  })
  const second = await requestJpsBooking(browser, {
    name: `Late ${run}`,
    date,
    place: 'phoenix',
  })

  // Each paid its deposit (decision 036), which proves the request: the detailer is told.
  await page.goto(linkAfter(await findMail('Confirm: ', first), 'Confirm'))
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByRole('status')).toContainText('You confirmed this request.')

  await page.goto(linkAfter(await findMail('Confirm: ', second), 'Confirm'))
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText(
    'This time overlaps another confirmed appointment. Nothing was confirmed',
  )
  await expect(alert).toContainText(`Early ${run} (${first})`)
  await expect(alert).toContainText('8:00 AM – 11:00 AM')
  await expect(alert.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
    'href',
    '/jps/dashboard?tab=requests',
  )
  await atBothWidths(page, (v) =>
    page.screenshot({ path: `${SCREENS}/respond-clash-${v.name}.png`, fullPage: true }),
  )
  // Still open: nothing was confirmed.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeVisible()
})

test('three dashboard confirms of one slot sent at once confirm exactly one', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const run = Date.now().toString(36)
  const date = ownDay(BANDS.slotClashes)
  const names = [1, 2, 3].map((n) => `Slot${n} ${run}`)
  const refs: string[] = []
  for (const name of names)
    refs.push(await requestJpsBooking(browser, { name, date, place: 'phoenix' }))

  await login(page, 'jps@demo.test')
  const pages = [page, await page.context().newPage(), await page.context().newPage()]
  await Promise.all(
    pages.map(async (p, i) => {
      const name = names[i] ?? ''
      await p.goto('/jps/dashboard?tab=requests&status=pending')
      await card(p, name).getByLabel('Date').fill(date)
      await card(p, name).getByLabel('Start time').fill('09:00')
    }),
  )
  await Promise.all(
    pages.map((p, i) =>
      card(p, names[i] ?? '')
        .getByRole('button', { name: 'Confirm' })
        .click(),
    ),
  )
  const outcomes = await Promise.all(
    pages.map(async (p, i) => {
      const confirmed = p.getByRole('status').filter({ hasText: `Request ${refs[i]} confirmed.` })
      const clash = card(p, names[i] ?? '').getByRole('alert')
      await expect(confirmed.or(clash)).toBeVisible()
      return (await confirmed.count()) > 0 ? 'confirmed' : 'clash'
    }),
  )
  expect(outcomes.filter((o) => o === 'confirmed')).toHaveLength(1)
  const loser = outcomes.indexOf('clash')
  const loserPage = pages[loser] ?? page
  const alert = card(loserPage, names[loser] ?? '').getByRole('alert')
  await expect(alert).toContainText('This time overlaps another confirmed appointment')
  await expect(
    card(loserPage, names[loser] ?? '').getByRole('button', { name: 'Confirm anyway' }),
  ).toBeVisible()
  await atBothWidths(loserPage, async (v) => {
    await card(loserPage, names[loser] ?? '').scrollIntoViewIfNeeded()
    await loserPage.screenshot({ path: `${SCREENS}/dashboard-clash-${v.name}.png` })
  })

  await page.goto(`/jps/dashboard?tab=requests&status=confirmed`)
  let shown = 0
  for (const name of names) shown += await card(page, name).count()
  expect(shown).toBe(1)
})

test('a hidden review leaves anonymous /jps and /api/reviews on the very next request', async ({
  page,
  browser,
  request,
}) => {
  const reviewer = `Hidden ${Date.now().toString(36)}`
  await seedReview(request, {
    businessSlug: 'jps',
    name: reviewer,
    title: 'Gleaming',
    content: 'Best detail I have had.',
  })

  const visitor = await browser.newContext({ viewport })
  const anonymous = await visitor.newPage()
  const api = '/api/reviews?business_slug=jps&type=affiliate'
  // Twice each, so the second answer is the edge cache's copy.
  await anonymous.goto('/jps')
  const cachedPage = await anonymous.goto('/jps')
  expect(cachedPage?.headers()['x-edge-cache']).toBe('HIT')
  await expect(anonymous.getByText(reviewer).first()).toBeVisible()
  await visitor.request.get(api)
  const cachedApi = await visitor.request.get(api)
  expect(cachedApi.headers()['x-edge-cache']).toBe('HIT')
  expect(await cachedApi.text()).toContain(reviewer)

  await login(page, 'admin@demo.test')
  await page.goto('/admin-dashboard?tab=reviews&business=jps')
  await page.getByRole('button', { name: `Hide review by ${reviewer}` }).click()
  await expect(page.getByText('Review hidden')).toBeVisible()

  // The very next anonymous requests, sent the moment the hide is answered, no longer show
  // it (one request each, no retrying): the purge finished before the admin's answer.
  const [nextPage, nextApi] = await Promise.all([
    visitor.request.get('/jps'),
    visitor.request.get(api),
  ])
  expect(nextPage.headers()['x-edge-cache']).not.toBe('HIT')
  expect(await nextPage.text()).not.toContain(reviewer)
  expect(await nextApi.text()).not.toContain(reviewer)
  await anonymous.goto('/jps')
  await expect(anonymous.getByText(reviewer)).toHaveCount(0)
  await visitor.close()
})
