import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, expectRefused, type Send } from '../support/admin'
import { startWorker, type TestWorker } from '../support/worker'

// Spec §5 approve rules: every refusal answers 400 'Validation failed' (or 409/404/415) with the
// spec's words and leaves every table as it was. The seeded application (id 4) stays pending.

let worker: TestWorker
let send: Send
beforeAll(async () => {
  worker = await startWorker()
  ;({ send } = await asAdmin(worker))
})
afterAll(() => worker.dispose())

const SHINE = 4
const approve = (body: unknown, id: number | string = SHINE, headers?: Record<string, string>) =>
  send('POST', `/api/admin/approve-application/${id}`, body, headers)

const refusedWith = async (body: unknown, field: string, message: string) => {
  const refusal = await expectRefused(worker, () => approve(body), 400, 'Validation failed')
  expect(refusal.errors?.[field]).toBe(message)
}

describe('approved_slug (spec §5)', () => {
  it.each([
    [undefined, 'Slug is required'],
    ['', 'Slug is required'],
    ['   ', 'Slug is required'],
    [42, 'Slug must be text'],
    [null, 'Slug must be text'],
    ['ab', 'Slug must be at least 3 characters long'],
    ['a'.repeat(51), 'Slug must be less than 50 characters long'],
    ['Shine-On-Wheels', 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['shine on wheels', 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['shine_on', 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['-shine', 'Slug cannot start or end with a hyphen'],
    ['shine-', 'Slug cannot start or end with a hyphen'],
    ['shine--on', 'Slug cannot contain consecutive hyphens'],
  ])("refuses %j with '%s'", async (slug, message) => {
    await refusedWith({ approved_slug: slug }, 'approved_slug', message)
  })

  it.each([['admin'], ['api'], ['login'], ['set-password'], ['booking']])(
    "refuses the reserved word '%s' with 'This slug is reserved'",
    async (slug) => {
      await refusedWith({ approved_slug: slug }, 'approved_slug', 'This slug is reserved')
    },
  )

  it('refuses a slug another affiliate uses with 409 and says which', async () => {
    const body = await expectRefused(
      worker,
      () => approve({ approved_slug: 'jps' }),
      409,
      'The slug "jps" is already used by another affiliate',
    )
    expect(body.errors).toEqual({
      approved_slug: 'The slug "jps" is already used by another affiliate',
    })
  })
})

describe('admin_notes (spec §5)', () => {
  it("refuses 1000 characters with 'Admin notes must be less than 1000 characters long'", async () => {
    await refusedWith(
      { approved_slug: 'shine-on-wheels', admin_notes: 'n'.repeat(1000) },
      'admin_notes',
      'Admin notes must be less than 1000 characters long',
    )
  })

  it('refuses notes that are not text', async () => {
    await refusedWith(
      { approved_slug: 'shine-on-wheels', admin_notes: { note: 'x' } },
      'admin_notes',
      'Admin notes must be text',
    )
  })
})

describe('service_areas (spec §5 Add location)', () => {
  const area = { city: 'Miami', state: 'FL', zip: '33130' }
  it.each([
    ['Miami', 'service_areas', 'Service areas must be a list'],
    [[{ ...area, city: '' }], 'service_areas.0.city', 'City is required'],
    [[{ state: 'FL' }], 'service_areas.0.city', 'City is required'],
    [[{ city: 'Miami' }], 'service_areas.0.state', 'State is required'],
    [
      [{ ...area, state: 'Florida' }],
      'service_areas.0.state',
      'State must be a 2-letter code (e.g., CA, NY)',
    ],
    [[{ ...area, zip: '3313' }], 'service_areas.0.zip', 'ZIP code must be 5 digits or 5+4 format'],
    [
      [{ ...area, zip: '33130-12' }],
      'service_areas.0.zip',
      'ZIP code must be 5 digits or 5+4 format',
    ],
    [[{ ...area, minimum: -1 }], 'service_areas.0.minimum', 'Minimum must be a positive number'],
    [[{ ...area, minimum: '10' }], 'service_areas.0.minimum', 'Minimum must be a positive number'],
    [
      [{ ...area, multiplier: 0 }],
      'service_areas.0.multiplier',
      'Multiplier must be greater than 0',
    ],
    [[{ ...area, primary: 'yes' }], 'service_areas.0.primary', 'Primary must be true or false'],
    [
      [area, { ...area, city: 'MIAMI' }],
      'service_areas.1.city',
      'This city is already in the list',
    ],
    [
      [
        { ...area, primary: true },
        { city: 'Doral', state: 'FL', primary: true },
      ],
      'service_areas.1.primary',
      'Only one service area can be primary',
    ],
    [
      Array.from({ length: 51 }, (_, i) => ({ city: `City ${i}`, state: 'FL' })),
      'service_areas',
      'At most 50 service areas can be added at once',
    ],
    [[null], 'service_areas.0', 'Expected object, received null'],
  ])('refuses %j', async (areas, field, message) => {
    await refusedWith({ approved_slug: 'shine-on-wheels', service_areas: areas }, field, message)
  })
})

describe('the request itself', () => {
  it("answers an unknown id with 409 'Application not found or already processed'", async () => {
    await expectRefused(
      worker,
      () => approve({ approved_slug: 'ghost-detailing' }, 999_999),
      409,
      'Application not found or already processed',
    )
  })

  it.each([['abc'], ['0'], ['-4'], ['4.0'], ['1e2'], ['9'.repeat(20)]])(
    'answers the id %s with 404 and a clear message',
    async (id) => {
      await expectRefused(
        worker,
        () => approve({ approved_slug: 'shine-on-wheels' }, id),
        404,
        'Application not found or already processed',
      )
    },
  )

  it('answers an approved or rejected affiliate with 409', async () => {
    await expectRefused(
      worker,
      () => approve({ approved_slug: 'jps-again' }, 1),
      409,
      'Application not found or already processed',
    )
    await worker.db.prepare("UPDATE affiliates SET status = 'rejected' WHERE id = 4").run()
    await expectRefused(
      worker,
      () => approve({ approved_slug: 'shine-on-wheels' }),
      409,
      'Application not found or already processed',
    )
    await worker.db.prepare("UPDATE affiliates SET status = 'pending' WHERE id = 4").run()
  })

  it("answers malformed JSON with 400 'Malformed JSON body'", async () => {
    await expectRefused(worker, () => approve('{"approved_slug":'), 400, 'Malformed JSON body')
  })

  it('answers a body that is not an object with 400', async () => {
    const refusal = await expectRefused(worker, () => approve([]), 400, 'Validation failed')
    expect(refusal.errors?.form).toBe('Expected object, received array')
  })

  it("answers a form post with 415 'Content-Type must be application/json'", async () => {
    await expectRefused(
      worker,
      () =>
        approve('approved_slug=shine-on-wheels', SHINE, {
          'Content-Type': 'application/x-www-form-urlencoded',
        }),
      415,
      'Content-Type must be application/json',
    )
  })

  it("answers a body over 1 MB with 413 'Request body is too large'", async () => {
    await expectRefused(
      worker,
      () => approve({ approved_slug: 'shine-on-wheels', admin_notes: 'x'.repeat(1_100_000) }),
      413,
      'Request body is too large',
    )
  })

  it('still approves once the input is right', async () => {
    const response = await approve({
      approved_slug: '  shine-on-wheels ',
      admin_notes: 'n'.repeat(999),
      service_areas: [],
    })
    expect(response.status).toBe(200)
    expect(
      await worker.db
        .prepare('SELECT slug, length(admin_notes) AS notes FROM affiliates WHERE id = 4')
        .first(),
    ).toEqual({ slug: 'shine-on-wheels', notes: 999 })
  })
})
