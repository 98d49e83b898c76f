import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Miniflare } from './miniflare'
import { inject } from 'vitest'
import { MailboxLog, type SentMail } from './mailbox'
import { SQL_WORKER_SCRIPT, type TestD1, testD1 } from './test-d1'
import { TEST_SECRETS, templateOf } from './d1-templates'
import { bundleDir, bundleFile, d1TemplateDir } from './paths'
import { workerdClient } from './workerd-client'

export { TEST_SECRETS }

type D1 = Awaited<ReturnType<Miniflare['getD1Database']>>
type R2 = Awaited<ReturnType<Miniflare['getR2Bucket']>>
/** The R2 calls tests make, each reaching the bucket once a test first uses it. */
export interface TestBucket {
  get(key: string): ReturnType<R2['get']>
  put(
    key: string,
    value: Parameters<R2['put']>[1],
    options?: Parameters<R2['put']>[2],
  ): ReturnType<R2['put']>
  head(key: string): ReturnType<R2['head']>
  list(options?: Parameters<R2['list']>[0]): ReturnType<R2['list']>
  delete(keys: Parameters<R2['delete']>[0]): ReturnType<R2['delete']>
}

export interface TestWorker {
  /** A real HTTP request into workerd. `host` sets the request's hostname (default localhost). */
  fetch(path: string, init?: RequestInit & { host?: string }): Promise<Response>
  /** The worker's D1, for the tests' own SQL (asynchronous, tests/support/test-d1.ts). */
  db: TestD1
  /** Miniflare's own D1 proxy, for code under test that takes a D1Database binding. */
  d1(): Promise<D1>
  /** The Worker's R2 bucket (UPLOADS). */
  bucket: TestBucket
  /** Every message the Worker handed to the (simulated) send_email binding, in order. */
  sent: SentMail[]
  /** Waits until `count` messages match (the Worker sends in the background after a write). */
  waitForMail(match: (mail: SentMail) => boolean, count?: number): Promise<SentMail[]>
  /** Runs the Cron Trigger as if it fired at `at`. */
  cron(at?: Date, schedule?: string): Promise<void>
  /** The address workerd listens on, for a client that must reach it over a real connection. */
  url(): Promise<URL>
  dispose(): Promise<void>
}

export interface WorkerOptions {
  seed?: boolean
  /** Recipients the simulated binding accepts (others are refused, as a real send can be). */
  allowedRecipients?: string[]
}

export const TEST_ORIGIN = 'http://localhost'
export const TEST_SENDER = 'bookings@mobiledetailhub.test'

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's template D1s (tests/support/global-setup.ts). */
    d1Templates: string
  }
}

// Files the D1 copies live in: memory-backed where the machine has it, so a copy costs no disk.
const copiesRoot = existsSync('/dev/shm') ? '/dev/shm' : undefined

/**
 * Boots the bundled Worker in workerd with its own copy of the migrated (and seeded) D1 and an
 * empty R2. The edge cache is off unless `bindings` turns it on (EDGE_CACHE: 'on'): tests that
 * change the database directly would otherwise read answers cached before the change.
 */
export async function startWorker({
  seed = true,
  allowedRecipients,
  bindings = {},
}: WorkerOptions & { bindings?: Record<string, string> } = {}): Promise<TestWorker> {
  const log = new MailboxLog()
  const template = templateOf(inject('d1Templates'), seed)
  if (!existsSync(template)) throw new Error(`No D1 template at ${template}: run through vitest`)
  const persist = mkdtempSync(join(copiesRoot ?? d1TemplateDir, 'mdh-d1-'))
  cpSync(template, persist, { recursive: true })
  const mf = new Miniflare({
    log,
    // Miniflare's placeholder request.cf, without its attempt to download the real one.
    cf: false,
    // Miniflare posts a line per request from workerd back to Node, which MailboxLog then drops
    // (it keeps warnings, errors and mail): 121/112 CPU-s without it against 126/126 with it over
    // no-5xx, the authorization matrix and bookings (421 tests).
    logRequests: false,
    d1Persist: persist,
    workers: [
      {
        name: 'app',
        // wrangler's local simulation of the send_email binding (Cloudflare Email Service).
        email: {
          send_email: [
            allowedRecipients
              ? { name: 'EMAIL', allowed_destination_addresses: allowedRecipients }
              : { name: 'EMAIL' },
          ],
        },
        // One self-contained bundle; listing it skips Miniflare's import crawl (which rejects
        // the bundle's dynamic imports).
        modules: [{ type: 'ESModule', path: bundleFile }],
        modulesRoot: bundleDir,
        compatibilityDate: '2025-10-01',
        compatibilityFlags: ['nodejs_compat'],
        d1Databases: { DB: 'test-db' },
        r2Buckets: { UPLOADS: 'test-uploads' },
        images: { binding: 'IMAGES' },
        bindings: {
          PLATFORM_HOSTS: 'localhost,127.0.0.1,mobiledetailhub.com',
          APP_ENV: 'test',
          EDGE_CACHE: 'off',
          APP_ORIGIN: TEST_ORIGIN,
          EMAIL_FROM: TEST_SENDER,
          ...TEST_SECRETS,
          ...bindings,
        },
      },
      // The tests' SQL, run beside the app on the same database (tests/support/test-d1.ts).
      {
        name: 'test-sql',
        modules: true,
        script: SQL_WORKER_SCRIPT,
        compatibilityDate: '2025-10-01',
        d1Databases: { DB: 'test-db' },
      },
    ],
  })
  const client = workerdClient(mf.ready)
  await mf.ready
  const db = testD1((body) =>
    client.send(
      new URL('http://test-sql/'),
      { method: 'POST', body: JSON.stringify(body) },
      { 'MF-Route-Override': 'test-sql' },
    ),
  )
  // Miniflare's binding proxies are made when a test first asks for one: making one starts a
  // thread in this process and waits on workerd, about 0.3 s and 0.45 CPU-s per file, and most
  // files never use them (decision 064).
  let r2: Promise<R2> | undefined
  const bucketOf = () => (r2 ??= mf.getR2Bucket('UPLOADS'))
  const bucket: TestBucket = {
    get: async (key) => (await bucketOf()).get(key),
    put: async (key, value, options) => (await bucketOf()).put(key, value, options),
    head: async (key) => (await bucketOf()).head(key),
    list: async (options) => (await bucketOf()).list(options),
    delete: async (keys) => (await bucketOf()).delete(keys),
  }
  let d1: Promise<D1> | undefined
  return {
    db,
    d1: () => (d1 ??= mf.getD1Database('DB')),
    bucket,
    async fetch(path, init = {}) {
      const { host = 'localhost', headers, ...rest } = init
      // Miniflare sends its loopback address as Host (fetch cannot override it); name the
      // addressed host the way a proxy would, so origin checks see what production sees.
      const withHost = new Headers(headers)
      withHost.set('X-Forwarded-Host', host)
      const target = new URL(path, `http://${host}`)
      // A streamed body is sent as it is read (tests/support/chunked-body.ts): through Miniflare.
      if (!(rest.body instanceof ReadableStream)) {
        // Unasked, fetch accepts gzip, so workerd compressed every text answer for Node to
        // inflate again: CPU on both sides, for bytes that never leave the machine. This client
        // reads every answer whole, so none can hold its connection unread (commit 3cd3ff2).
        if (!withHost.has('Accept-Encoding')) withHost.set('Accept-Encoding', 'identity')
        return client.send(target, { redirect: 'manual', ...rest, headers: withHost })
      }
      const response = await mf.dispatchFetch(target, {
        redirect: 'manual',
        ...rest,
        headers: withHost,
      } as Parameters<Miniflare['dispatchFetch']>[1])
      return response as unknown as Response
    },
    sent: log.sent,
    async waitForMail(match, count = 1) {
      // Generous: the machine may be busy; a pass is usually immediate.
      const deadline = Date.now() + 60_000
      for (;;) {
        const found = log.sent.filter(match)
        if (found.length >= count || Date.now() > deadline) return found
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async cron(at = new Date(), schedule = '* * * * *') {
      const worker = await mf.getWorker()
      await worker.scheduled({ scheduledTime: at, cron: schedule })
    },
    url: () => mf.ready,
    async dispose() {
      client.close()
      await mf.dispose()
      rmSync(persist, { recursive: true, force: true })
    },
  }
}
