import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Miniflare } from 'miniflare'
import { MailboxLog, type SentMail } from './mailbox'
import { buildSeedStatements } from '../../db/seed/build'
import { bundleDir, bundleFile, migrationsDir } from './paths'

export const TEST_SECRETS = {
  SESSION_SECRET: 'test-session-secret-0123456789abcdef',
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123',
  PASSWORD_PEPPER: 'test-pepper-0123456789abcdef',
}

type D1 = Awaited<ReturnType<Miniflare['getD1Database']>>

export interface TestWorker {
  /** A real HTTP request into workerd. `host` sets the request's hostname (default localhost). */
  fetch(path: string, init?: RequestInit & { host?: string }): Promise<Response>
  db: D1
  bucket: Awaited<ReturnType<Miniflare['getR2Bucket']>>
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

function migrationStatements(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((f) => readFileSync(join(migrationsDir, f), 'utf8').split('--> statement-breakpoint'))
    .map((s) => s.trim())
    .filter(Boolean)
}

/**
 * Boots the bundled Worker in workerd with a fresh in-memory D1 (migrated, optionally seeded) and
 * R2. The edge cache is off unless `bindings` turns it on (EDGE_CACHE: 'on'): tests that change
 * the database directly would otherwise read answers cached before the change.
 */
export const TEST_ORIGIN = 'http://localhost'
export const TEST_SENDER = 'bookings@mobiledetailhub.test'

export async function startWorker({
  seed = true,
  allowedRecipients,
  bindings = {},
}: WorkerOptions & { bindings?: Record<string, string> } = {}): Promise<TestWorker> {
  const log = new MailboxLog()
  const mf = new Miniflare({
    log,
    // wrangler's local simulation of the send_email binding (Cloudflare Email Service).
    email: {
      send_email: [
        allowedRecipients
          ? { name: 'EMAIL', allowed_destination_addresses: allowedRecipients }
          : { name: 'EMAIL' },
      ],
    },
    // One self-contained bundle; listing it skips Miniflare's import crawl (which rejects the
    // bundle's dynamic imports).
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
  })
  await mf.ready
  const db = await mf.getD1Database('DB')
  const statements = [...migrationStatements()]
  if (seed) statements.push(...(await buildSeedStatements(TEST_SECRETS.PASSWORD_PEPPER)))
  await db.batch(statements.map((s) => db.prepare(s)))
  const bucket = await mf.getR2Bucket('UPLOADS')
  return {
    db,
    bucket,
    async fetch(path, init = {}) {
      const { host = 'localhost', headers, ...rest } = init
      // Miniflare sends its loopback address as Host (fetch cannot override it); name the
      // addressed host the way a proxy would, so origin checks see what production sees.
      const withHost = new Headers(headers)
      withHost.set('X-Forwarded-Host', host)
      const response = await mf.dispatchFetch(new URL(path, `http://${host}`), {
        redirect: 'manual',
        ...rest,
        headers: withHost,
      } as Parameters<Miniflare['dispatchFetch']>[1])
      return response as unknown as Response
    },
    sent: log.sent,
    async waitForMail(match, count = 1) {
      // Generous: the machine is shared; a pass is usually immediate.
      const deadline = Date.now() + 15_000
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
    dispose: () => mf.dispose(),
  }
}
