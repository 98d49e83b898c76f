import { expect } from 'vitest'
import { bearer, loginAs } from './http'
import { type TestWorker } from './worker'
import { snapshot } from './db'

export { snapshot }

/** The error shape of every API route (docs/decisions/005-api-conventions.md). */
export interface ApiError {
  success: false
  error: string
  message: string
  errors?: Record<string, string>
}

export type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>

/** Signs in as the demo admin; returns a sender that calls the API with its bearer token. */
export async function asAdmin(worker: TestWorker, ip = '203.0.113.50') {
  const session = await loginAs(worker, 'admin@demo.test', ip)
  const send: Send = (method, path, body, headers = {}) =>
    worker.fetch(path, {
      method,
      headers: {
        ...bearer(session.accessToken),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  return { session, send }
}

/**
 * Runs a request that must be refused: asserts the status, the top-level error and that no
 * application table changed. Returns the error body for further checks.
 */
export async function expectRefused(
  worker: TestWorker,
  request: () => Promise<Response>,
  status: number,
  error: string,
  except: string[] = ['login_attempts'],
): Promise<ApiError> {
  const before = await snapshot(worker, except)
  const response = await request()
  const body = await response.json<ApiError>()
  expect({ status: response.status, success: body.success, error: body.error }).toEqual({
    status,
    success: false,
    error,
  })
  expect(body.message).toEqual(expect.any(String))
  expect(await snapshot(worker, except)).toEqual(before)
  return body
}

export { sha256Hex } from '~/server/auth/encoding.server'

let applicationCounter = 0

/** Inserts a pending application straight into D1 and returns its id. */
export async function insertApplication(
  worker: TestWorker,
  fields: Partial<{
    businessName: string
    owner: string
    email: string
    city: string
    state: string
    zip: string | null
    status: 'pending' | 'approved' | 'rejected'
  }> = {},
): Promise<number> {
  applicationCounter += 1
  const row = await worker.db
    .prepare(
      `INSERT INTO affiliates (business_name, owner, email, phone, base_city, base_state, base_zip, status, has_insurance, source, application_date)
       VALUES (?, ?, ?, '6025550100', ?, ?, ?, ?, 0, 'Referral', ?) RETURNING id`,
    )
    .bind(
      fields.businessName ?? `Test Detailing ${applicationCounter}`,
      fields.owner ?? `Test Owner ${applicationCounter}`,
      fields.email ?? `owner${applicationCounter}@applicant.test`,
      fields.city ?? 'Tucson',
      fields.state ?? 'AZ',
      fields.zip === undefined ? '85701' : fields.zip,
      fields.status ?? 'pending',
      new Date(Date.UTC(2026, 0, applicationCounter)).toISOString(),
    )
    .first<{ id: number }>()
  if (!row) throw new Error('application not inserted')
  return row.id
}

/**
 * Finishes an approved business's setup checklist straight in the database (issue 40): a priced
 * service and working hours (approval added its base city as an area; the application gave a
 * phone and an email), so Go live is accepted.
 */
export async function finishSetup(worker: TestWorker, affiliateId: number): Promise<void> {
  const service = await worker.db
    .prepare(
      "INSERT INTO services (affiliate_id, vehicle_id, service_category_id, name, description) VALUES (?, 1, 1, 'Full Detail', '') RETURNING id",
    )
    .bind(affiliateId)
    .first<{ id: number }>()
  await worker.db.batch([
    worker.db
      .prepare(
        "INSERT INTO service_tiers (service_id, name, price_cents, duration_minutes, features) VALUES (?, 'Standard', 15000, 120, '[]')",
      )
      .bind(service?.id),
    worker.db
      .prepare("INSERT INTO working_hours (affiliate_id, week) VALUES (?, '{}')")
      .bind(affiliateId),
  ])
}
