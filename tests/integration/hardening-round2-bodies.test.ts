import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin } from '../support/admin'
import { chunkedBody, MB, postChunked } from '../support/chunked-body'
import { snapshot } from '../support/db'
import { bearer } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Every action's body is capped before it is read whole: page forms at 64 KB, API bodies at 1 MB,
// uploads at their documented limits. A chunked body (no Content-Length) is refused as soon as it
// passes the cap, a declared one before a byte is read. What is left is read and thrown away up to
// the drain bound (32 MB, round 3), then the connection is closed: never the 90 MB.

const PAGE_CAP = 64 * 1024

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const FORM = 'application/x-www-form-urlencoded'
const headers = (contentType: string) => ({
  'Content-Type': contentType,
  Origin: 'http://localhost',
  'CF-Connecting-IP': '192.0.2.77',
})

const sendChunked = (
  path: string,
  contentType: string,
  body: ReturnType<typeof chunkedBody>,
  extra: Record<string, string> = {},
) => postChunked(worker, path, { ...headers(contentType), ...extra }, body)

const PAGE_ACTIONS = [
  '/forgot-password',
  '/login',
  '/set-password',
  '/logout',
  '/jps/booking/request',
  '/jps/booking/confirmation',
  '/booking/request',
  '/booking/respond',
  '/booking/confirmation',
  '/jps/dashboard',
  '/affiliate-dashboard',
  '/admin-dashboard',
  '/login.data',
]

describe('page actions refuse an oversized body with 413 before reading it whole', () => {
  it.each(PAGE_ACTIONS)('refuses a chunked 90 MB form posted to %s after reading at most 48 MB', async (path) => {
    const before = await snapshot(worker)
    const body = chunkedBody('email=', 90 * MB)
    const res = await sendChunked(path, FORM, body)
    if (res) {
      expect(res.status).toBe(413)
      expect(await res.text()).toBe('The form is too large.')
    }
    // Refused at 64 KB, drained to 32 MB; the transport buffers a few MB more. (How much was
    // read is the measure, not how long it took: no timing in tests.)
    expect(body.pulled()).toBeLessThan(48 * MB)
    expect(await snapshot(worker)).toEqual(before)
  })

  it.each(PAGE_ACTIONS)('refuses a declared body over 64 KB posted to %s', async (path) => {
    const res = await worker.fetch(path, {
      method: 'POST',
      headers: headers(FORM),
      body: `email=${'a'.repeat(PAGE_CAP)}`,
    })
    expect(res.status).toBe(413)
    expect(await res.text()).toBe('The form is too large.')
  })

  it('still reads a form just under the cap', async () => {
    const email = `${'a'.repeat(PAGE_CAP - 200)}@example.test`
    const res = await worker.fetch('/forgot-password', {
      method: 'POST',
      headers: headers(FORM),
      body: new URLSearchParams({ email }).toString(),
    })
    // Read and judged by the form's own rules (the address is far too long), not refused unread.
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Email is too long')
  })
})

describe('API routes refuse an oversized body with 413 in the API error shape', () => {
  it.each(['/api/auth/login', '/api/auth/logout', '/api/bookings', '/api/admin/affiliates/1'])(
    'refuses a chunked 90 MB body posted to %s',
    async (path) => {
      const body = chunkedBody('{"email":"', 90 * MB)
      const res = await sendChunked(path, 'application/json', body)
      if (res) {
        expect(res.status).toBe(413)
        expect(await res.json()).toMatchObject({
          success: false,
          error: 'Request body is too large',
        })
      }
      expect(body.pulled()).toBeLessThan(48 * MB)
    },
  )

  it('refuses a chunked upload past the avatar limit (5 MB) with the avatar message', async () => {
    const body = chunkedBody(
      '--zzz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      90 * MB,
    )
    const { session } = await asAdmin(worker)
    const res = await sendChunked(
      '/api/avatar/upload',
      'multipart/form-data; boundary=zzz',
      body,
      bearer(session.accessToken),
    )
    if (res) {
      expect(res.status).toBe(413)
      expect(await res.json()).toMatchObject({ error: 'Avatar file must be less than 5MB' })
    }
    expect(body.pulled()).toBeLessThan(48 * MB)
  })
})
