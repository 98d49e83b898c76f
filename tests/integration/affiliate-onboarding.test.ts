import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FORM_FIELDS,
  PNG,
  postApplicationForm,
  tagWithId,
  type Upload,
} from '../support/application'
import { snapshot } from '../support/db'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const r2Count = async () => (await worker.bucket.list({ prefix: 'application/' })).objects.length
/** Text as React escapes it in HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')

describe('GET /affiliate-onboarding', () => {
  it('renders the five sections, a labelled control for every §3 field and Submit Application', async () => {
    const response = await worker.fetch('/affiliate-onboarding')
    expect(response.status).toBe(200)
    const html = await response.text()
    const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'))
    const headings = [...form.matchAll(/<h2[^>]*>(?:<span[^>]*>\d<\/span>)?([^<]+)<\/h2>/g)].map(
      (m) => m[1],
    )
    expect(headings).toEqual([
      'Identity &amp; Contact',
      'Operating Basics',
      'Social Media &amp; Portfolio',
      'Proof of Work',
      'Legal &amp; Terms',
    ])
    expect(html).toContain('Affiliate Application')
    expect(html).toMatch(/<form[^>]*method="post"[^>]*enctype="multipart\/form-data"/i)
    for (const id of [
      'legal_name',
      'primary_contact',
      'phone',
      'email',
      'city',
      'state',
      'zip',
      'gbp_url',
      'instagram_url',
      'tiktok_url',
      'facebook_url',
      'youtube_url',
      'website_url',
      'uploads',
      'has_insurance',
      'accept_terms',
      'consent_notifications',
      'source',
      'notes',
    ]) {
      expect(tagWithId(html, id), id).not.toBe('')
      expect(html, id).toMatch(new RegExp(`<label[^>]*for="${id}"`))
    }
    expect(html.match(/name="categories"/g)).toHaveLength(6)
    expect(html).toContain('Submit Application')
    // The development panel is left out of production builds.
    expect(html).not.toContain('Development testing')
  })

  it('shows the Affiliate Terms of Service on its own page for browsers without JavaScript', async () => {
    const html = await (await worker.fetch('/affiliate-onboarding?show=terms')).text()
    expect(html).toContain('Affiliate Terms of Service')
    for (const term of ['10%', '3% covers payment processing', '7% is the platform fee'])
      expect(html).toContain(term)
    expect(html).toContain('at least 7 years')
    expect(html).toContain('in the 6 months before the claim')
    expect(html).toContain('at least 18 years old')
    expect(html).toContain('within 2-3 business days')
    const privacy = await (await worker.fetch('/affiliate-onboarding?show=privacy')).text()
    expect(privacy).toContain('Affiliate Privacy Policy')
  })
})

describe('POST /affiliate-onboarding (the form without JavaScript)', () => {
  it('stores a pending application with its image in R2 and shows Application Received!', async () => {
    const r2Before = await r2Count()
    const { status, html } = await postApplicationForm(worker, FORM_FIELDS, {
      uploads: [{ name: 'work.png', bytes: PNG }],
    })
    expect(status).toBe(201)
    expect(html).toContain('Application Received!')
    expect(html).toContain('Gleam Team Detailing LLC')
    expect(html).toMatch(/Austin<!-- -->, <!-- -->TX/)
    expect(html).toContain('Auto Detailing, Ceramic Coating')
    expect(html).toContain('review your application within 2-3 business days')
    const row = await worker.db
      .prepare(
        "SELECT id, status, phone, base_state, has_insurance, source FROM affiliates WHERE email = 'riley@gleamteam.test'",
      )
      .first<{ id: number }>()
    expect(row).toMatchObject({
      status: 'pending',
      phone: '5551234567',
      base_state: 'TX',
      has_insurance: 1,
      source: 'Referral',
    })
    const upload = await worker.db
      .prepare('SELECT r2_key, content_type FROM uploads WHERE affiliate_id = ?')
      .bind(row?.id)
      .first<{ r2_key: string; content_type: string }>()
    expect(upload?.content_type).toBe('image/png')
    expect(await worker.bucket.get(upload?.r2_key ?? '')).not.toBeNull()
    expect(await r2Count()).toBe(r2Before + 1)
  })

  it('refuses a second application for a pending email with 409 beside the email field and stores nothing', async () => {
    const count = () =>
      worker.db
        .prepare("select count(*) as n from affiliates where email = 'riley@gleamteam.test'")
        .first('n')
    const before = await count()
    const { status, html } = await postApplicationForm(
      worker,
      { ...FORM_FIELDS, email: 'Riley@GleamTeam.test' },
      { ip: '198.51.100.2' },
    )
    expect(status).toBe(409)
    expect(html).toContain('An application with this email is already pending review.')
    expect(html).not.toContain('Application Received!')
    expect(await count()).toBe(before)
  })

  const FIVE_MB = 5 * 1024 * 1024
  const bigPng = new Uint8Array(FIVE_MB + 1024 * 1024)
  bigPng.set(PNG)
  const cases: {
    title: string
    fields?: Record<string, string | undefined>
    uploads?: Upload[]
    message: string
    field: string
  }[] = [
    {
      title: 'missing required fields',
      fields: {
        primary_contact: '',
        city: '',
        accept_terms: undefined,
        consent_notifications: undefined,
      },
      message:
        'Please fill in all required fields: Primary Contact, City, Accept Terms, Consent to Notifications',
      field: 'primary_contact',
    },
    {
      title: 'an incomplete phone',
      fields: { phone: '(555) 123-45' },
      message: 'Please enter a complete 10-digit phone number',
      field: 'phone',
    },
    {
      title: 'a bad email',
      fields: { email: 'riley at gleam' },
      message: 'Please enter a valid email address',
      field: 'email',
    },
    {
      title: '4 images',
      uploads: [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, bytes: PNG })),
      message: 'Maximum 3 images allowed',
      field: 'uploads',
    },
    {
      title: 'a text file named like an image',
      uploads: [{ name: 'work.png', bytes: new TextEncoder().encode('not a picture') }],
      message: 'Uploads must be images (JPEG, PNG, GIF or WebP)',
      field: 'uploads',
    },
    {
      title: 'a 6 MB image',
      uploads: [{ name: 'huge.png', bytes: bigPng }],
      message: 'Each image must be at most 5 MB',
      field: 'uploads',
    },
  ]

  it.each(cases)(
    "refuses $title with 400 '$message' beside the field, keeps the values and writes nothing",
    async ({ fields, uploads, message, field }) => {
      const before = await snapshot(worker)
      const r2Before = await r2Count()
      const { status, html } = await postApplicationForm(
        worker,
        { ...FORM_FIELDS, email: 'new@gleamteam.test', ...fields },
        { uploads, ip: '198.51.100.3' },
      )
      expect(status).toBe(400)
      expect(html).toContain(escaped(message))
      const control = tagWithId(html, field)
      expect(control).toContain('aria-invalid="true"')
      // Focus opens on the first field in error, without JavaScript too.
      expect(control).toContain('autofocus=""')
      expect(html.match(/autofocus=""/g)).toHaveLength(1)
      expect(control).toMatch(new RegExp(`aria-describedby="[^"]*${field}-(error|status)`))
      expect(html).toMatch(new RegExp(`id="${field}-(error|status)"`))
      // What was typed comes back in the form.
      expect(tagWithId(html, 'notes')).not.toBe('')
      expect(html).toContain('Two trucks, water tanks on board.</textarea>')
      if (field !== 'email')
        expect(tagWithId(html, 'email')).toContain('value="new@gleamteam.test"')
      expect(html).not.toContain('Application Received!')
      expect(await snapshot(worker)).toEqual(before)
      expect(await r2Count()).toBe(r2Before)
    },
  )

  it('asks for the images again when it refuses a form that carried files', async () => {
    const { html } = await postApplicationForm(
      worker,
      { ...FORM_FIELDS, email: 'again@gleamteam.test', phone: '555' },
      { uploads: [{ name: 'work.png', bytes: PNG }], ip: '198.51.100.4' },
    )
    expect(html).toContain('Please choose your images again.')
  })
})
