import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chunkedBody, MB, postChunked, type ReadAnswer } from '../support/chunked-body'
import { snapshot } from '../support/db'
import { startWorker, type TestWorker } from '../support/worker'

// Bodies are read as streams and refused at the limit, also when chunked (no Content-Length). The
// rest is then read and thrown away (up to 32 MB past the cap) so the connection stays usable.

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const send = (path: string, contentType: string, body: ReturnType<typeof chunkedBody>) =>
  postChunked(
    worker,
    path,
    { 'Content-Type': contentType, 'CF-Connecting-IP': '192.0.2.230' },
    body,
  )

async function expectTooLarge(res: ReadAnswer | null) {
  if (!res) return
  expect(res.status).toBe(413)
  expect(await res.json()).toMatchObject({ success: false, error: 'Request body is too large' })
}

describe('oversized chunked bodies are refused with 413 without being held whole', () => {
  it('refuses a 40 MB chunked multipart application', async () => {
    const before = await snapshot(worker)
    const body = chunkedBody(
      '--zzz\r\nContent-Disposition: form-data; name="uploads"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      40 * MB,
    )
    const res = await send('/api/affiliates/apply', 'multipart/form-data; boundary=zzz', body)
    await expectTooLarge(res)
    // Refused at the 22 MB cap; the other 18 MB are under the drain bound, so read and dropped.
    expect(body.pulled()).toBeGreaterThanOrEqual(40 * MB)
    expect(await snapshot(worker)).toEqual(before)
  })

  it('refuses a 20 MB chunked JSON body on a 1 MB route', async () => {
    const before = await snapshot(worker)
    const body = chunkedBody('{"name":"', 20 * MB)
    const res = await send('/api/quote', 'application/json', body)
    await expectTooLarge(res)
    expect(body.pulled()).toBeGreaterThanOrEqual(20 * MB)
    expect(await snapshot(worker)).toEqual(before)
  })
})
