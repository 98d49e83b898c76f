import { clientAddress } from '../support/client-address'
import { expectNoSeriousAxe } from '../support/look'
import { type APIRequestContext, expect, type Page, test } from '../support/test'

const PASSWORD = 'Demo-pass-2026!'
const DRAFT_KEY = 'affiliate-application-draft'
// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

async function fillRequired(page: Page, name: string, email: string) {
  await page.getByLabel('Legal Business Name').fill(name)
  await page.getByLabel('Primary Contact').fill('Riley Stone')
  await page.getByLabel('Phone').fill('5559876543')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Austin')
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('TX')
  await page.getByLabel(/^I am at least 18/).check()
  await page.getByLabel(/^I agree to receive/).check()
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: 'admin@demo.test', password: PASSWORD },
  })
  expect(response.status()).toBe(200)
  const body: { accessToken: string } = await response.json()
  return body.accessToken
}

test.describe.configure({ timeout: 180_000 })

// Each try applies from a client address and with an email of its own, so a retry (or a second
// run) meets neither the first try's pending application nor the 5-an-hour application limit.
test.beforeEach(({ page }) => page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress() }))
const ownEmail = (address: string) => address.replace('@', `-${Date.now().toString(36)}@`)

test('with JavaScript: phone formatting, a draft that survives a reload, three images at most, one submission, then approval opens its site as Opening soon', async ({
  page,
  request,
}) => {
  const email = ownEmail('riley@lonestarshine.test')
  const slug = `lone-star-shine-${Date.now().toString(36)}`
  await page.goto('/affiliate-onboarding')
  await expect(page.getByRole('heading', { name: 'Affiliate Application', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('button', { name: 'Clear All Data (Emergency)' })).toBeVisible()
  // Production build: no development testing panel.
  await expect(page.getByText('Development testing')).toHaveCount(0)

  const phone = page.getByLabel('Phone')
  await phone.pressSequentially('5551234')
  await expect(phone).toHaveValue('(555) 123-4')
  await expect(page.getByText('Please enter a complete 10-digit phone number')).toBeVisible()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await phone.pressSequentially('567')
  await expect(phone).toHaveValue('(555) 123-4567')
  await expect(page.getByText('✓ Valid phone number format')).toBeVisible()
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Legal Business Name').fill('Lone Star Shine LLC')
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Austin')
  await page.getByLabel('Ceramic Coating').check()
  await page.getByLabel('Anything else we should know? (optional)').fill('X')
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY))
    .toContain('Lone Star Shine LLC')
  await page.reload()
  await expect(page.getByLabel('Legal Business Name')).toHaveValue('Lone Star Shine LLC')
  await expect(page.getByLabel('Phone')).toHaveValue('(555) 123-4567')
  await expect(page.getByLabel('Ceramic Coating')).toBeChecked()
  // A single letter is not worth a draft.
  await expect(page.getByLabel('Anything else we should know? (optional)')).toHaveValue('')

  const picker = page.getByLabel('Photos of your work')
  await picker.setInputFiles([image('front.png'), image('side.png')])
  await picker.setInputFiles([image('rear.png'), image('wheels.png')])
  await expect(page.getByText('Maximum 3 images allowed')).toBeVisible()
  const chosen = page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')
  await expect(chosen).toHaveCount(3)
  await expect(chosen.first().getByRole('img', { name: 'Preview of front.png' })).toBeVisible()
  await expect(chosen.first().getByText('1 KB')).toBeVisible()
  await expect(chosen.first().getByRole('progressbar')).toBeVisible()
  await page.getByRole('button', { name: 'Remove side.png' }).click()
  await expect(chosen).toHaveCount(2)
  await picker.setInputFiles([
    { name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ])
  await expect(page.getByText('Uploads must be images (JPEG, PNG, GIF or WebP)')).toBeVisible()
  await expect(chosen).toHaveCount(2)

  await expectNoSeriousAxe(page)

  await page.getByLabel('Primary Contact').fill('Riley Stone')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('TX')
  await page.getByLabel('Auto Detailing').check()
  await page.getByLabel(/^I am at least 18/).check()
  await page.getByLabel(/^I agree to receive/).check()
  await page.getByLabel('How did you hear about us?').selectOption('Social Media')
  const submit = page.getByRole('button', { name: 'Submit Application' })
  await submit.dblclick()

  const done = page.getByRole('heading', { name: 'Application Received!' })
  await expect(done).toBeVisible()
  await expect(done).toBeFocused()
  await expect(page.getByText('Lone Star Shine LLC')).toBeVisible()
  await expect(page.getByText('Austin, TX')).toBeVisible()
  await expect(page.getByText('Auto Detailing, Ceramic Coating')).toBeVisible()
  await expect(page.getByText(/within 2-3 business days and contact you by email/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull()
  await expectNoSeriousAxe(page)

  // The double click sent one application, with both images.
  const token = await adminToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const pending = await request.get('/api/admin/pending-applications', { headers })
  const { applications }: { applications: { id: number; email: string }[] } = await pending.json()
  const mine = applications.filter((a) => a.email === email)
  expect(mine).toHaveLength(1)

  const approve = await request.post(`/api/admin/approve-application/${mine[0]?.id}`, {
    headers,
    data: { approved_slug: slug, admin_notes: 'Great photos.' },
  })
  expect(approve.status()).toBe(200)
  const site = await page.goto(`/${slug}`)
  expect(site?.status()).toBe(200)
  await expect(page.getByTestId('business-name')).toContainText('Lone Star Shine LLC')
  // Not live before its setup checklist and Go live (issue 40): no booking yet.
  await expect(
    page.getByRole('heading', { name: 'Lone Star Shine LLC is opening soon', level: 1 }),
  ).toBeVisible()
  await page.goto(`/${slug}/booking`)
  await expect(page).toHaveURL(new RegExp(`/${slug}$`))
})

test('with JavaScript: a refused submit names the missing fields and focuses the first', async ({
  page,
}) => {
  await page.goto('/affiliate-onboarding')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@example.test')
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('alert').first()).toHaveText(
    'Please fill in all required fields: Legal Business Name, Primary Contact, Phone, City, State, Accept Terms, Consent to Notifications',
  )
  const name = page.getByLabel('Legal Business Name')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Legal Business Name is required')
})

test('with JavaScript: a second application for a pending email is refused with the reason beside the email field', async ({
  page,
}) => {
  const email = ownEmail('jade@pending.test')
  await page.goto('/affiliate-onboarding')
  await fillRequired(page, 'Jaguar Gloss', email)
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible()
  await page.goto('/affiliate-onboarding')
  await fillRequired(page, 'Jaguar Gloss Again', email)
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('alert').first()).toHaveText(
    'An application with this email is already pending review.',
  )
  await expect(page.getByLabel('Legal Business Name')).toHaveValue('Jaguar Gloss Again')
  await expect(page.getByRole('heading', { name: 'Application Received!' })).toHaveCount(0)
})

test('with JavaScript: a failed upload keeps what was typed; while sending the button says Submitting... and the image bar moves', async ({
  page,
}) => {
  await page.goto('/affiliate-onboarding')
  await fillRequired(page, 'Retry Detail Co', ownEmail('retry@detail.test'))
  await page.getByLabel('Photos of your work').setInputFiles([image('hood.png')])
  await page.route('/api/affiliates/apply', (route) => route.abort('failed'))
  const submit = page.getByRole('button', { name: 'Submit Application' })
  await submit.click()
  await expect(page.getByRole('alert').first()).toHaveText('Network error. Please try again.')
  await expect(page.getByLabel('Legal Business Name')).toHaveValue('Retry Detail Co')
  await expect(page.getByRole('img', { name: 'Preview of hood.png' })).toBeVisible()

  // Upload slowed to 64 KB/s: a 320 KB photo takes seconds, and its bar moves as bytes go out.
  await page.unroute('/api/affiliates/apply')
  await page.getByRole('button', { name: 'Remove hood.png' }).click()
  const big = Buffer.concat([PNG, Buffer.alloc(320 * 1024)])
  await page
    .getByLabel('Photos of your work')
    .setInputFiles([{ name: 'big.png', mimeType: 'image/png', buffer: big }])
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  })
  await submit.click()
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  const bar = page.getByRole('progressbar', { name: 'Upload progress of big.png' })
  await expect
    .poll(() => bar.evaluate((p: HTMLProgressElement) => p.value), { intervals: [100] })
    .toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible({
    timeout: 30_000,
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts to the page: errors beside the fields with the values kept, then success', async ({
    page,
  }) => {
    await page.goto('/affiliate-onboarding')
    await expect(page.getByRole('button', { name: 'Clear All Data (Emergency)' })).toHaveCount(0)
    await page.getByLabel('Legal Business Name').fill('Night Owl Detailing')
    await page.getByLabel('Primary Contact').fill('Nia Owens')
    await page.getByLabel('Phone').fill('555-0100')
    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(ownEmail('nia@nightowl.test'))
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Denver')
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('CO')
    await page.getByLabel('RV Detailing').check()
    await page.getByLabel(/^I am at least 18/).check()
    await page.getByLabel(/^I agree to receive/).check()
    await page.getByRole('button', { name: 'Submit Application' }).click()

    const phone = page.getByLabel('Phone')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toBeFocused()
    await expect(phone).toHaveAccessibleDescription('Please enter a complete 10-digit phone number')
    await expect(page.getByLabel('Legal Business Name')).toHaveValue('Night Owl Detailing')
    await expect(page.getByLabel('RV Detailing')).toBeChecked()
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('CO')

    await phone.fill('(555) 010-0199')
    await page.getByLabel(/^I am at least 18/).check()
    await page.getByLabel(/^I agree to receive/).check()
    await page.getByLabel('Photos of your work').setInputFiles([image('van.png')])
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible()
    await expect(page.getByText('Night Owl Detailing')).toBeVisible()
    await expect(page.getByText('Denver, CO')).toBeVisible()
    await expect(page.getByText('RV Detailing', { exact: true })).toBeVisible()
  })

  test('the terms link opens the Terms of Service in a new tab', async ({ page }) => {
    await page.goto('/affiliate-onboarding')
    const link = page.getByRole('link', { name: /Affiliate Terms of Service/ })
    await expect(link).toHaveAttribute('target', '_blank')
    await page.goto((await link.getAttribute('href')) ?? '')
    await expect(page.getByRole('heading', { name: 'Affiliate Terms of Service' })).toBeVisible()
    await expect(page.getByText(/10% of each transaction/)).toBeVisible()
  })
})

test('the Terms and Privacy modals close with I Understand or Escape and keep focus inside', async ({
  page,
}) => {
  await page.goto('/affiliate-onboarding')
  await page.getByRole('button', { name: 'Affiliate Terms of Service' }).click()
  const terms = page.getByRole('dialog', { name: 'Affiliate Terms of Service' })
  await expect(terms).toBeVisible()
  await expect(terms).toContainText('3% covers payment processing and 7% is the platform fee')
  await expect(terms).toContainText('at least 7 years')
  await expect(terms).toContainText('6 months')
  await expect(terms).toContainText('at least 18 years old')
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    expect(await terms.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await expectNoSeriousAxe(page)
  await page.keyboard.press('Escape')
  await expect(terms).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Affiliate Terms of Service' })).toBeFocused()

  await page.getByRole('button', { name: 'Affiliate Privacy Policy' }).click()
  const privacy = page.getByRole('dialog', { name: 'Affiliate Privacy Policy' })
  await expect(privacy).toContainText('2-3 business days')
  await privacy.getByRole('button', { name: 'I Understand' }).click()
  await expect(privacy).toHaveCount(0)
})

test('the Google Business Profile helper searches by legal name and adds the pasted link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/affiliate-onboarding')
  const open = page.getByRole('button', { name: 'Find Your Google Business Profile' })
  await open.click()
  const helper = page.getByRole('dialog', { name: 'Find Your Google Business Profile' })
  await expect(helper.getByRole('link', { name: /Find my profile/ })).toHaveCount(0)
  const add = helper.getByRole('button', { name: 'Add URL' })
  await expect(add).toBeDisabled()
  await helper.getByRole('button', { name: 'Cancel' }).click()

  await page.getByLabel('Legal Business Name').fill('Gleam & Co')
  await open.click()
  const find = helper.getByRole('link', { name: /Find my profile/ })
  await expect(find).toHaveAttribute('target', '_blank')
  expect(await find.getAttribute('href')).toBe(
    'https://www.google.com/search?q=Gleam%20%26%20Co%20Google%20Business%20Profile',
  )
  await helper.getByLabel('Profile share link').fill('   ')
  await expect(add).toBeDisabled()
  await page.evaluate(() => navigator.clipboard.writeText('https://g.page/gleam-and-co'))
  await helper.getByRole('button', { name: 'Paste from clipboard' }).click()
  await expect(helper.getByLabel('Profile share link')).toHaveValue('https://g.page/gleam-and-co')
  await add.click()
  await expect(helper).toHaveCount(0)
  await expect(page.getByLabel('Google Business Profile')).toHaveValue(
    'https://g.page/gleam-and-co',
  )
})

test('a refused clipboard read is only logged', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (m) => logged.push(`${m.type()}: ${m.text()}`))
  await page.goto('/affiliate-onboarding')
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { readText: () => Promise.reject(new Error('denied')) },
    })
  })
  await page.getByRole('button', { name: 'Find Your Google Business Profile' }).click()
  const helper = page.getByRole('dialog', { name: 'Find Your Google Business Profile' })
  await helper.getByRole('button', { name: 'Paste from clipboard' }).click()
  await expect
    .poll(() => logged.some((l) => l.startsWith('warning: Clipboard read failed')))
    .toBe(true)
  await expect(helper.getByLabel('Profile share link')).toHaveValue('')
  await expect(helper).toBeVisible()
})

test('Clear All Data (Emergency) removes stored drafts and forms, then reloads', async ({
  page,
}) => {
  await page.goto('/affiliate-onboarding')
  await page.getByLabel('Legal Business Name').fill('Draft Only')
  await page.evaluate(() => {
    localStorage.setItem('quote-form', '1')
    localStorage.setItem('token', 'keep')
  })
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY))
    .not.toBeNull()
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Clear All Data (Emergency)' }).click(),
  ])
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['token'])
  await expect(page.getByLabel('Legal Business Name')).toHaveValue('')
})
