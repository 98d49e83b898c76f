import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertApplication, snapshot } from '../support/admin'
import { auditRows, dashboardAs, type DashboardPoster } from '../support/admin-dashboard'
import { postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Admin dashboard (spec §2, §4, §5): approve, reject and delete as plain form posts.

let worker: TestWorker
let admin: DashboardPoster
beforeAll(async () => {
  worker = await startWorker()
  admin = await dashboardAs(worker)
})
afterAll(() => worker.dispose())

/** The form post must be refused with `status`, say `text`, and change nothing at all. */
async function expectUnchanged(
  fields: Record<string, string>,
  status: number,
  text: string,
  search?: string,
) {
  const before = await snapshot(worker, ['login_attempts'])
  const { status: actual, html } = await admin.post(fields, search)
  expect(actual).toBe(status)
  expect(html).toContain(text)
  expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
}

describe('the Pending list', () => {
  it('shows each application with its fields labelled in words, its services, links and notes, with Approve and Reject', async () => {
    const { status, html } = await admin.get('?tab=users&list=pending')
    expect(status).toBe(200)
    for (const text of [
      '>Shine On Wheels</h3>',
      'Applied <!-- -->2026-11-15',
      '>Insured</dt>',
      '>State</dt>',
      '>(305) 555-0155</dd>',
      'Auto Detailing, Boat Detailing',
      'Two vans, fully insured, 6 years of experience with marine work.',
      'href="https://instagram.com/shineonwheels"',
      '>Approve</a>',
      '>Reject</a>',
    ])
      expect(html).toContain(text)
    // Field names are the database's, not the page's words.
    for (const raw of ['>business_name<', '>state_code<', '>has_insurance<'])
      expect(html).not.toContain(raw)
  })

  it('shows the proof-of-work photos as thumbnails that open the full-size image', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
    const applied = await postJson(
      worker,
      '/api/affiliates/apply',
      {
        legal_name: 'Proof Positive Detailing',
        primary_contact: 'Pat Proof',
        phone: '(555) 222-3333',
        email: 'pat@proof.test',
        base_location: { city: 'Tucson', state: 'AZ', zip: '85701' },
        categories: ['Auto Detailing'],
        has_insurance: false,
        accept_terms: true,
        consent_notifications: true,
        uploads: [
          { name: 'van.png', url: png },
          { name: 'truck.png', url: png },
        ],
      },
      { 'CF-Connecting-IP': '192.0.2.44' },
    )
    expect(applied.status).toBe(201)
    const { html } = await admin.get('?tab=users&list=pending&q=Proof+Positive')
    const links = [
      ...html.matchAll(
        /<a href="(\/uploads\/application\/[0-9a-f-]{36}\.png)"[^>]*><img src="([^"]+)" alt="([^"]+)"/g,
      ),
    ]
    expect(links.map((m) => m[3])).toEqual([
      'Proof of work 1 of 2 from Proof Positive Detailing (opens full size)',
      'Proof of work 2 of 2 from Proof Positive Detailing (opens full size)',
    ])
    for (const [, href, src] of links) {
      expect(src).toBe(href)
      // The admin's (issue 37: an applicant's photos are not public, and never cached).
      const image = await worker.fetch(href ?? '', { headers: { Cookie: admin.cookie } })
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
      expect(image.headers.get('cache-control')).toBe('private, no-store')
      expect((await worker.fetch(href ?? '')).status).toBe(404)
    }
  })

  it('opens the approve dialog from the URL with the slug prefilled from the business name', async () => {
    const { html } = await admin.get('?tab=users&list=pending&approve=4')
    expect(html).toContain('role="dialog"')
    expect(html).toContain('value="shine-on-wheels"')
  })
})

describe('approving from the dashboard', () => {
  for (const [slug, message] of [
    ['ab', 'Slug must be at least 3 characters long'],
    ['a'.repeat(51), 'Slug must be less than 50 characters long'],
    ['Shine_On', 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['-shine', 'Slug cannot start or end with a hyphen'],
    ['shine--on', 'Slug cannot contain consecutive hyphens'],
    ['jps', 'The slug &quot;jps&quot; is already used by another affiliate'],
  ] as const) {
    it(`refuses the slug '${slug.slice(0, 12)}' with '${message}' and changes nothing`, async () => {
      const id = await insertApplication(worker)
      await expectUnchanged(
        { intent: 'approve', id: String(id), approved_slug: slug },
        slug === 'jps' ? 409 : 400,
        message,
        `?tab=users&list=pending&approve=${id}`,
      )
    })
  }

  it("refuses admin notes of 1000 characters with 'Admin notes must be less than 1000 characters long'", async () => {
    const id = await insertApplication(worker)
    await expectUnchanged(
      {
        intent: 'approve',
        id: String(id),
        approved_slug: 'long-notes',
        admin_notes: 'x'.repeat(1000),
      },
      400,
      'Admin notes must be less than 1000 characters long',
    )
  })

  it('approves with a service area, shows the one-time link once and writes the audit row in the same batch', async () => {
    const id = await insertApplication(worker, { businessName: 'Desert Gleam' })
    const { status, html } = await admin.post(
      {
        intent: 'approve',
        id: String(id),
        approved_slug: 'desert-gleam',
        admin_notes: 'Checked insurance',
        area_city: 'Mesa',
        area_state: 'az',
        area_zip: '85201',
      },
      `?tab=users&list=pending&approve=${id}`,
    )
    expect(status).toBe(200)
    expect(html).toContain('Application approved successfully')
    expect(html).toMatch(/\/set-password\?token=[A-Za-z0-9_-]{43}/)
    const row = await worker.db
      .prepare('SELECT status, slug FROM affiliates WHERE id = ?')
      .bind(id)
      .first()
    expect(row).toEqual({ status: 'approved', slug: 'desert-gleam' })
    const area = await worker.db
      .prepare('SELECT city, state, zip, is_primary FROM service_areas WHERE affiliate_id = ?')
      .bind(id)
      .all()
    expect(area.results).toEqual([{ city: 'Mesa', state: 'AZ', zip: '85201', is_primary: 1 }])
    const audit = (await auditRows(worker)).filter((r) => r.action === 'application.approve')
    expect(audit).toEqual([
      {
        admin_user_id: admin.adminId,
        action: 'application.approve',
        target_type: 'application',
        target_id: id,
        detail: JSON.stringify({ slug: 'desert-gleam', areas: 1 }),
      },
    ])
    // The list no longer shows it.
    const pending = await admin.get('?tab=users&list=pending')
    expect(pending.html).not.toContain('Desert Gleam')
  })

  it("answers 'Application not found or already processed' for a second approval, without an audit row", async () => {
    const id = await insertApplication(worker, { status: 'approved' })
    await expectUnchanged(
      { intent: 'approve', id: String(id), approved_slug: 'second-try' },
      409,
      'Application not found or already processed',
    )
  })
})

describe('rejecting from the dashboard', () => {
  it("refuses a 9-character reason with 'Rejection reason must be at least 10 characters long'", async () => {
    const id = await insertApplication(worker)
    await expectUnchanged(
      { intent: 'reject', id: String(id), rejection_reason: '  too short ' },
      400,
      'Rejection reason must be at least 10 characters long',
    )
  })

  it("refuses a 501-character reason with 'Rejection reason must be less than 500 characters long'", async () => {
    const id = await insertApplication(worker)
    await expectUnchanged(
      { intent: 'reject', id: String(id), rejection_reason: 'x'.repeat(501) },
      400,
      'Rejection reason must be less than 500 characters long',
    )
  })

  it("rejects, says 'Application rejected successfully' and records the audit row", async () => {
    const id = await insertApplication(worker, { businessName: 'Foam Party' })
    const { status, html } = await admin.post({
      intent: 'reject',
      id: String(id),
      rejection_reason: 'No proof of insurance provided.',
    })
    expect(status).toBe(200)
    expect(html).toContain('Application rejected successfully')
    const audit = (await auditRows(worker)).filter((r) => r.target_id === id)
    expect(audit.map((r) => r.action)).toEqual(['application.reject'])
    await expectUnchanged(
      { intent: 'reject', id: String(id), rejection_reason: 'No proof of insurance provided.' },
      409,
      'Application not found or already processed',
    )
  })
})

describe('deleting an affiliate from the dashboard', () => {
  it('shows the confirmation that it cannot be undone and removes its service areas', async () => {
    const { html } = await admin.get('?tab=users&list=affiliates&delete=3')
    expect(html).toContain('cannot be undone')
    expect(html).toContain('service areas')
  })

  it(`says 'Affiliate "{name}" deleted successfully.' and writes the audit row`, async () => {
    const id = await insertApplication(worker, { businessName: 'Gone Tomorrow' })
    const { status, html } = await admin.post({ intent: 'delete', id: String(id) })
    expect(status).toBe(200)
    expect(html).toContain('Affiliate &quot;Gone Tomorrow&quot; deleted successfully.')
    expect(
      (await auditRows(worker)).filter((r) => r.target_id === id).map((r) => r.action),
    ).toEqual(['affiliate.delete'])
  })

  it("answers 404 'Affiliate not found' for an unknown id and changes nothing", async () => {
    await expectUnchanged({ intent: 'delete', id: '999999' }, 404, 'Affiliate not found')
    await expectUnchanged({ intent: 'delete', id: 'abc' }, 404, 'Affiliate not found')
  })
})

describe('any form', () => {
  it("answers 'Operation failed' to an unknown intent and changes nothing", async () => {
    await expectUnchanged({ intent: 'drop-tables' }, 400, 'Operation failed')
  })

  it('sends everyone but an admin away without changing anything', async () => {
    const customer = await dashboardAs(worker, 'customer@demo.test', '203.0.113.61')
    const id = await insertApplication(worker)
    const before = await snapshot(worker, ['login_attempts'])
    const { status } = await customer.post({
      intent: 'reject',
      id: String(id),
      rejection_reason: 'Not wanted here at all',
    })
    expect(status).toBe(302)
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })
})
