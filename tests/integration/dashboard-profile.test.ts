import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardHtml, postDashboard } from '../support/dashboard'
import { snapshot } from '../support/db'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
let owner: string
let admin: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  admin = (await loginAs(worker, 'admin@demo.test')).cookie
})
afterAll(() => worker.dispose())

const profile = (slug = 'jps') =>
  worker.db
    .prepare(
      'SELECT first_name, last_name, business_name, personal_phone, business_phone, twilio_phone, personal_email, business_email, business_start_date, gbp_url, tiktok_url FROM affiliates WHERE slug = ?',
    )
    .bind(slug)
    .first<Record<string, string | null>>()

const save = (fields: Record<string, string>, slug = 'jps', cookie = owner) =>
  postDashboard(worker, cookie, { intent: 'profile-save', ...fields }, { slug })

describe('profile tab: saving', () => {
  it('saves only the field that was sent (one autosave)', async () => {
    const before = await profile()
    const response = await save({ first_name: 'Johnny' })
    expect(response.status).toBe(200)
    expect(await profile()).toEqual({ ...before, first_name: 'Johnny' })
  })

  it('two fields saved one after the other both persist', async () => {
    await save({ last_name: 'Parks' })
    await save({ business_email: 'hello@jps-detailing.test' })
    expect(await profile()).toMatchObject({
      last_name: 'Parks',
      business_email: 'hello@jps-detailing.test',
    })
  })

  it('stores phones as 10 digits and the SMS number as +1 and 10 digits', async () => {
    await save({ personal_phone: '(602) 555-0199' })
    await save({ twilio_phone: '+1 (602) 555-0198' })
    expect(await profile()).toMatchObject({
      personal_phone: '6025550199',
      twilio_phone: '+16025550198',
    })
  })

  it('a no-JavaScript card save posts the whole card; empty values are skipped', async () => {
    const response = await save({
      business_name: "JP's Mobile Detailing & Ceramics",
      business_email: '',
      business_start_date: '2015-06-01',
      business_phone: '480 555 0100',
      twilio_phone: '',
    })
    expect(response.status).toBe(200)
    expect(await profile()).toMatchObject({
      business_name: "JP's Mobile Detailing & Ceramics",
      business_email: 'hello@jps-detailing.test',
      business_start_date: '2015-06-01',
      business_phone: '4805550100',
      twilio_phone: '+16025550198',
    })
  })

  it('an admin saves the profile of the business they are viewing', async () => {
    const response = await save({ tiktok_url: 'https://tiktok.com/@abcautospa' }, 'abc', admin)
    expect(response.status).toBe(200)
    expect((await profile('abc'))?.tiktok_url).toBe('https://tiktok.com/@abcautospa')
  })
})

describe('profile tab: bad input changes nothing', () => {
  const cases: [string, Record<string, string>, string][] = [
    [
      "a short phone gives 'Please enter a valid phone number'",
      { personal_phone: '(602) 55' },
      'Please enter a valid phone number',
    ],
    [
      "a bad email gives 'Please enter a valid email address'",
      { personal_email: 'not-an-email' },
      'Please enter a valid email address',
    ],
    [
      'a URL without http(s) is refused',
      { gbp_url: 'g.page/jps' },
      'Please enter a valid URL (must start with http:// or https://)',
    ],
    [
      'a date in the future is refused',
      { business_start_date: '2999-01-01' },
      'Please enter a valid date',
    ],
    [
      'one bad field in a card saves none of it',
      { first_name: 'Changed', personal_phone: 'call me' },
      'Please enter a valid phone number',
    ],
    ['nothing to save', { first_name: '   ' }, 'No profile fields to update'],
  ]
  for (const [name, fields, message] of cases) {
    it(name, async () => {
      const before = await snapshot(worker)
      const response = await save(fields)
      expect(response.status).toBe(400)
      expect(await response.text()).toContain(message)
      expect(await snapshot(worker)).toEqual(before)
    })
  }
})

describe('profile tab: screen', () => {
  it('shows three cards, formatted phones and the generated website address', async () => {
    const { text } = await dashboardHtml(worker, owner, '/jps/dashboard?tab=profile')
    for (const title of [
      'Personal Information',
      'Business Information',
      'Social Media &amp; Website',
    ])
      expect(text).toContain(title)
    expect(text).toContain('value="(602) 555-0199"')
    expect(text).toContain('value="+1 (602) 555-0198"')
    // JP's has its own domain, so that is its website address.
    expect(text).toContain('value="https://jps-detailing.localhost"')
    expect(text).toContain('Your website URL is automatically generated')
    expect(text).toContain('type="date"')
  })

  it('a business without a custom domain gets an address from its slug', async () => {
    const { text } = await dashboardHtml(worker, admin, '/abc/dashboard?tab=profile')
    expect(text).toContain('value="http://localhost/abc"')
  })
})

describe('profile tab: contact details start from the application', () => {
  it("a business approved with blank contact fields shows the application's phone and email in all four", async () => {
    await worker.db
      .prepare(
        "UPDATE affiliates SET phone = '4805550123', email = 'owner@abc-autospa.test', personal_phone = NULL, business_phone = NULL, personal_email = NULL, business_email = NULL WHERE slug = 'abc'",
      )
      .run()
    const { text } = await dashboardHtml(worker, admin, '/abc/dashboard?tab=profile')
    for (const name of ['personal_phone', 'business_phone'])
      expect(text).toMatch(new RegExp(`name="${name}"[^>]*value="\\(480\\) 555-0123"`))
    for (const name of ['personal_email', 'business_email'])
      expect(text).toMatch(new RegExp(`name="${name}"[^>]*value="owner@abc-autospa.test"`))
  })

  it("a field the owner has saved shows the saved value, not the application's", async () => {
    await save({ business_email: 'bookings@abc-autospa.test' }, 'abc', admin)
    const { text } = await dashboardHtml(worker, admin, '/abc/dashboard?tab=profile')
    expect(text).toMatch(/name="business_email"[^>]*value="bookings@abc-autospa.test"/)
    expect(text).toMatch(/name="personal_email"[^>]*value="owner@abc-autospa.test"/)
  })
})
