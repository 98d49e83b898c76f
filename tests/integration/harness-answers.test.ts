import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { chunkedBody } from '../support/chunked-body'
import { startWorker, type TestWorker } from '../support/worker'

// Requests with a streamed body go through Miniflare's dispatchFetch (decision 063). Its fetch
// wrapped undici's Response in a new one and dropped the original; undici cancels a dropped
// Response's body when it is garbage collected, so a GC between the answer and reading it made
// the body unusable ("Body has already been read"). It was seen once under load, in 20 parallel
// posts read after all had answered. patches/miniflare+4.20260426.0.patch keeps the original
// alive (decision 059). Other requests are read whole by tests/support/workerd-client.ts.

setFlagsFromString('--expose-gc')
const collectGarbage: unknown = runInNewContext('gc')

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

it('answers read after a garbage collection are whole', async () => {
  if (typeof collectGarbage !== 'function') throw new Error('gc is not exposed')
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', duplex: 'half' }
  const answers = await Promise.all(
    Array.from({ length: 8 }, () =>
      worker.fetch('/api/auth/login', {
        ...init,
        body: chunkedBody('{}', 2).stream,
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      }),
    ),
  )
  collectGarbage()
  await new Promise((resolve) => setTimeout(resolve, 20))
  collectGarbage()
  const bodies = await Promise.all(answers.map((r) => r.text()))
  expect(bodies.every((body) => body.length > 0)).toBe(true)
  // A sign-in without its fields is refused, with a body that says why.
  expect(answers.every((r) => r.status === 400)).toBe(true)
})
