import { type APIRequestContext, expect, type Page, test } from '../support/test'
import { expectNoSeriousAxe } from '../support/look'

// Admin dashboard (spec §2, §4, §5, §8) in a real browser against the production build.

const PASSWORD = 'Demo-pass-2026!'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/login')
}

let applicants = 0
/**
 * Sends an application the way the application page does (POST /api/affiliates/apply) and
 * returns its business name. (The application page itself is built in another issue.)
 */
async function apply(request: APIRequestContext, label: string): Promise<string> {
  return (await applyWithEmail(request, label)).name
}

async function applyWithEmail(
  request: APIRequestContext,
  label: string,
): Promise<{ name: string; email: string }> {
  applicants += 1
  const stamp = `${Date.now().toString(36)}${applicants}`
  const name = `${label} ${stamp}`
  const response = await request.post('/api/affiliates/apply', {
    headers: { 'CF-Connecting-IP': `198.51.100.${applicants}` },
    data: {
      legal_name: name,
      primary_contact: `Owner ${stamp}`,
      phone: '(555) 123-4567',
      email: `owner-${stamp}@applicant.test`,
      base_location: { city: 'Tucson', state: 'AZ', zip: '85701' },
      categories: ['Auto Detailing'],
      has_insurance: true,
      accept_terms: true,
      consent_notifications: true,
      source: 'Referral',
    },
  })
  expect(response.status()).toBe(201)
  return { name, email: `owner-${stamp}@applicant.test` }
}

/** An application's card in the Pending list (named by its business). */
function pendingRow(page: Page, name: string) {
  return page.getByRole('article', { name })
}

test('an application is approved from the Pending list, and its owner sets a password and signs in', async ({
  page,
  browser,
}) => {
  const { name, email } = await applyWithEmail(page.request, 'Approve Me')
  await login(page, 'admin@demo.test')
  await page.goto('/admin-dashboard?tab=users&list=pending')
  await pendingRow(page, name)
    .getByRole('link', { name: /^Approve/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Approve application' })
  const slug = dialog.getByLabel('Slug')
  await expect(slug).toHaveValue(/^approve-me-/)
  await slug.fill('bad--slug')
  await expect(dialog.getByText('Slug cannot contain consecutive hyphens')).toBeVisible()
  await slug.fill('ab')
  await expect(dialog.getByText('Slug must be at least 3 characters long')).toBeVisible()
  await slug.fill('jps')
  await expect(
    dialog.getByText('The slug "jps" is already used by another affiliate'),
  ).toBeVisible()
  const newSlug = `approved-${Date.now().toString(36)}`
  await slug.fill(newSlug)
  await expect(dialog.getByText(`✓ ${newSlug} is available`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click()

  await expect(page.getByText('Application approved successfully').first()).toBeVisible()
  const link = await page.getByLabel('Password setup link').inputValue()
  expect(link).toMatch(/\/set-password\?token=/)
  await page.getByRole('link', { name: 'Done' }).click()
  await expect(pendingRow(page, name)).toHaveCount(0)

  const owner = await browser.newContext()
  const ownerPage = await owner.newPage()
  await ownerPage.goto(link)
  await ownerPage.getByLabel('New password (8–128 characters)').fill('Fresh-owner-pass-1')
  await ownerPage.getByLabel('Confirm new password').fill('Fresh-owner-pass-1')
  await ownerPage.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(ownerPage).toHaveURL(new RegExp(`/${newSlug}/dashboard$`))
  await owner.close()

  // Later, the owner signs in with the new password and lands on the dashboard.
  const later = await browser.newContext()
  const laterPage = await later.newPage()
  await login(laterPage, email, 'Fresh-owner-pass-1')
  await expect(laterPage).toHaveURL(new RegExp(`/${newSlug}/dashboard$`))
  await later.close()
})

test('an application is rejected with a reason', async ({ page }) => {
  const name = await apply(page.request, 'Reject Me')
  await login(page, 'admin@demo.test')
  await page.goto('/admin-dashboard?tab=users&list=pending')
  await pendingRow(page, name)
    .getByRole('link', { name: /^Reject/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Reject application' })
  await dialog.getByLabel('Rejection reason').fill('Too short')
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(
    dialog.getByText('Rejection reason must be at least 10 characters long'),
  ).toBeVisible()
  await dialog.getByLabel('Rejection reason').fill('We could not verify your insurance.')
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(page.getByText('Application rejected successfully').first()).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(pendingRow(page, name)).toHaveCount(0)
})

/**
 * Its own affiliate (applied and approved through the API) in the admin's Affiliates list, found
 * by its slug, so the demo data stays intact for the other specs sharing this server.
 */
async function openOwnAffiliate(page: Page, label: string) {
  const name = await apply(page.request, label)
  await login(page, 'admin@demo.test')
  const pending = await page.request.get('/api/admin/pending-applications')
  const { applications }: { applications: { id: number; business_name: string }[] } =
    await pending.json()
  const id = applications.find((a) => a.business_name === name)?.id
  const slug = `delete-me-${Date.now().toString(36)}`
  const approved = await page.request.post(`/api/admin/approve-application/${id}`, {
    data: { approved_slug: slug },
  })
  expect(approved.status()).toBe(200)
  await page.goto(`/admin-dashboard?tab=users&list=affiliates&q=${slug}`)
  return { name, slug }
}

async function deleteFromList(page: Page, { name, slug }: { name: string; slug: string }) {
  const link = page.getByRole('link', { name: `Delete ${name}` })
  await expect(link).toBeInViewport()
  await link.click()
  const dialog = page.getByRole('dialog', { name: 'Delete affiliate' })
  await expect(dialog).toContainText('cannot be undone')
  await expect(dialog).toContainText('service areas')
  await dialog.getByRole('button', { name: 'Delete Affiliate', exact: true }).click()
  await expect(page.getByText(`Affiliate "${name}" deleted successfully.`)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect((await page.request.get(`/${slug}`)).status()).toBe(404)
}

test('an affiliate is deleted after a confirmation', async ({ page }) => {
  await deleteFromList(page, await openOwnAffiliate(page, 'Delete Me'))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // The list's rows are light (issue 43) but each still links to its own confirmation.
  test("an Affiliates row's Delete opens its confirmation and deletes", async ({ page }) => {
    await deleteFromList(page, await openOwnAffiliate(page, 'Delete NoJS'))
  })
})

test('the SQL console runs SELECT 1 and refuses DELETE FROM users', async ({ page }) => {
  await login(page, 'admin@demo.test')
  await page.goto('/admin-dashboard?tab=database')
  await expect(page.getByText('Local', { exact: true })).toBeVisible()
  const query = page.getByRole('textbox', { name: /^Query/ })
  await expect(query).toHaveValue(/FROM users LIMIT 10/)
  await query.fill('SELECT 1 AS one')
  await expect(page.getByText('15 characters')).toBeVisible()
  await query.press('Control+Enter')
  await expect(page.getByText(/^1 row in \d+ ms$/)).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'one' })).toBeVisible()
  await query.fill('DELETE FROM users')
  await page.getByRole('button', { name: 'Execute' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await query.fill('SELECT count(*) AS n FROM users')
  await page.getByRole('button', { name: 'Execute' }).click()
  await expect(page.getByRole('cell').first()).not.toHaveText('0')
})

test('a seeded affiliate review with an avatar appears on that landing page, and hiding it removes it', async ({
  page,
}) => {
  const reviewer = `Avatar Ana ${Date.now().toString(36)}`
  await login(page, 'admin@demo.test')
  await page.goto('/admin-dashboard?tab=reviews')
  const form = page.getByRole('region', { name: 'Seed Reviews' })
  await expect(form.getByRole('combobox', { name: 'Business' })).toBeDisabled()
  await form.getByLabel('Affiliate').check()
  await form.getByRole('button', { name: 'Seed Review' }).click()
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields')
  await form.getByLabel('Reviewer name').fill(reviewer)
  await form.getByLabel('Title').fill('Like new')
  await form.getByLabel('Review text').fill('The truck has never looked better.')
  // The Business field searches as the admin types (issue 25).
  await form.getByRole('combobox', { name: 'Business' }).fill('jps')
  await page.getByRole('option', { name: /\(jps\)$/ }).click()
  await form.getByLabel('Days ago (0–6)').fill('2')
  await form.getByLabel('Weeks ago (0–52)').fill('3')
  await expect(form.getByLabel('Days ago (0–6)')).toHaveValue('0')
  await form.getByLabel('Avatar (optional, under 5MB)').setInputFiles({
    name: 'ana.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await form.getByRole('button', { name: 'Seed Review' }).click()
  await expect(page.getByText('Review created successfully')).toBeVisible()

  // Featured first, so the landing page's carousel shows it at once.
  await page.getByRole('button', { name: `Feature review by ${reviewer}` }).click()
  await expect(page.getByText('Review featured')).toBeVisible()
  await page.goto('/jps')
  await expect(page.getByText(reviewer).first()).toBeVisible()
  await expect(page.locator('img[src^="/uploads/avatar/"]').first()).toBeVisible()

  await page.goto('/admin-dashboard?tab=reviews&business=jps')
  await page.getByRole('button', { name: `Hide review by ${reviewer}` }).click()
  await expect(page.getByText('Review hidden')).toBeVisible()
  await page.goto('/jps')
  await expect(page.getByText(reviewer)).toHaveCount(0)
})

test('non-admins are sent away from /admin-dashboard and never get the affiliates menu', async ({
  page,
}) => {
  const menuChunks: string[] = []
  page.on('request', (r) => {
    if (/AffiliatesMenu/.test(r.url())) menuChunks.push(r.url())
  })
  await login(page, 'customer@demo.test')
  await page.goto('/admin-dashboard')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/jps')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Affiliates' })).toHaveCount(0)
  expect(menuChunks).toEqual([])
})

test('the affiliates menu lists affiliates by the first three letters of their slug', async ({
  page,
}) => {
  await login(page, 'admin@demo.test')
  await page.goto('/jps')
  await page.getByRole('button', { name: 'Affiliates' }).click()
  const menu = page.getByRole('region', { name: 'Affiliates' })
  await expect(menu.getByRole('heading', { name: 'JPS' })).toBeVisible()
  await expect(
    menu.getByRole('link', { name: "JP's Mobile Detailing", exact: true }),
  ).toHaveAttribute('href', '/jps')
  await expect(menu.getByRole('link', { name: "JP's Mobile Detailing dashboard" })).toHaveAttribute(
    'href',
    '/jps/dashboard',
  )
  await expect(menu.getByText(/^Updated /)).toBeVisible()
  await menu.getByRole('button', { name: 'Refresh' }).click()
  await expect(menu.getByRole('heading', { name: 'FRE' })).toBeVisible()
})

test('axe finds no serious or critical violations on any tab', async ({ page }) => {
  test.setTimeout(240_000)
  await login(page, 'admin@demo.test')
  for (const query of [
    '?tab=users',
    '?tab=users&list=pending',
    '?tab=users&list=affiliates',
    // A row's confirmation open (reading only: nothing is posted).
    '?tab=users&list=affiliates&delete=3',
    '?tab=users&invite=1',
    '?tab=reviews',
    '?tab=database',
    '?tab=audit',
    '?tab=analytics',
    '?tab=settings',
  ]) {
    await page.goto(`/admin-dashboard${query}`)
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    await test.step(`axe on ${query}`, () => expectNoSeriousAxe(page))
  }
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('approving works as a plain form and shows the setup link', async ({ page }) => {
    const name = await apply(page.request, 'No Script')
    await login(page, 'admin@demo.test')
    await page.goto('/admin-dashboard?tab=users&list=pending')
    await pendingRow(page, name)
      .getByRole('link', { name: /^Approve/ })
      .click()
    await expect(page).toHaveURL(/approve=\d+/)
    const dialog = page.getByRole('dialog', { name: 'Approve application' })
    await dialog.getByLabel('Slug').fill('bad--slug')
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(page.getByText('Slug cannot contain consecutive hyphens').first()).toBeVisible()
    await dialog.getByLabel('Slug').fill(`no-script-${Date.now().toString(36)}`)
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Application approved successfully' }),
    ).toBeVisible()
    await expect(page.getByLabel('Password setup link')).toHaveValue(/\/set-password\?token=/)
  })
})
