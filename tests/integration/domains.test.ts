import { createServer, type IncomingMessage, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin } from '../support/admin'
import { dashboardHtml, postDashboard } from '../support/dashboard'
import { startFakeDoh, type FakeDoh } from '../support/fake-doh'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// wrangler.toml's second Cron Trigger: the one that checks domains on their way.
const DOMAIN_CHECK_CRON = '*/5 * * * *'

// Own domains (issue 28): refused names, the local provider's lifecycle, and the Cloudflare for
// SaaS provider against a local fake of the API's documented create/get/delete answers.

const row = (worker: TestWorker, hostname: string) =>
  worker.db
    .prepare(
      'SELECT hostname, affiliate_id, provider_id, hostname_status, ssl_status, dns_records, challenge_token FROM custom_hostnames WHERE hostname = ?',
    )
    .bind(hostname)
    .first<Record<string, string | number | null>>()

const domainForm = (
  worker: TestWorker,
  cookie: string,
  fields: Record<string, string>,
  slug = 'abc',
) => postDashboard(worker, cookie, fields, { slug, query: '?tab=website' })

describe('own domains with the local provider', () => {
  let worker: TestWorker
  let owner: string
  beforeAll(async () => {
    worker = await startWorker()
    owner = (await loginAs(worker, 'abc@demo.test')).cookie
    await worker.db
      .prepare(
        "INSERT INTO custom_hostnames (hostname, affiliate_id) SELECT 'www.jps-detailing.com', id FROM affiliates WHERE slug = 'jps'",
      )
      .run()
  })
  afterAll(() => worker.dispose())
  const add = (hostname: string) =>
    domainForm(worker, owner, { intent: 'website-domain-add', hostname })

  it.each([
    ['192.168.1.10', 'Enter a domain name, not an IP address.'],
    ['[2001:db8::1]', 'Enter a domain name, not an IP address.'],
    ['2001:db8::1', 'Enter a domain name, not an IP address.'],
    ['mobiledetailhub.com', 'That is one of our own domains.'],
    ['abc.mobiledetailhub.com', 'That is one of our own domains.'],
    ['www.customers.mobiledetailhub.com', 'That is one of our own domains.'],
    ['www.jps-detailing.com', 'That domain is already set up for another business.'],
    ['not a domain', 'Enter a domain name like www.example-detailing.com'],
    ['-bad-.com', 'Enter a domain name like www.example-detailing.com'],
    ['example', 'Enter a domain name like www.example-detailing.com'],
    ['example.com:8080', 'Enter a domain name like www.example-detailing.com'],
    [`${'a'.repeat(64)}.com`, 'Enter a domain name like www.example-detailing.com'],
  ])('refuses %s with a 4xx in clear words and stores nothing', async (hostname, message) => {
    const before = await worker.db.prepare('SELECT count(*) AS n FROM custom_hostnames').first()
    const response = await add(hostname)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect((await response.text()).replace(/&#x27;/g, "'")).toContain(message)
    expect(await worker.db.prepare('SELECT count(*) AS n FROM custom_hostnames').first()).toEqual(
      before,
    )
  })

  it('stores an international name as punycode', async () => {
    const response = await add('www.bücher-detailing.de')
    expect(response.status).toBe(200)
    expect(await row(worker, 'www.xn--bcher-detailing-zvb.de')).toMatchObject({
      hostname_status: 'claimed',
    })
    const removed = await domainForm(worker, owner, {
      intent: 'website-domain-remove',
      hostname: 'www.xn--bcher-detailing-zvb.de',
    })
    expect(removed.status).toBe(200)
    expect(await row(worker, 'www.xn--bcher-detailing-zvb.de')).toBeNull()
  })

  it('walks a new domain from pending to active on the Cron Trigger and serves it only then', async () => {
    const host = 'www.abc-detailing.com'
    const response = await add('WWW.ABC-Detailing.com')
    expect(response.status).toBe(200)
    const html = await response.text()
    // The exact records to add: our CNAME target and the claim's own TXT record (issue 37).
    expect(html).toContain('customers.mobiledetailhub.com')
    expect(html).toContain(`_mdh-challenge.${host}`)
    expect(await row(worker, host)).toMatchObject({
      hostname_status: 'claimed',
      ssl_status: 'pending_validation',
    })
    expect((await worker.fetch('/', { host })).status).toBe(404)

    // The every-minute trigger (reminders, outbox) leaves domains to their own schedule.
    await worker.cron()
    expect(await row(worker, host)).toMatchObject({ hostname_status: 'claimed' })

    // The local stand-in finds the claim's record on the first check; the hostname is then
    // registered, its ownership proven.
    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
    expect(await row(worker, host)).toMatchObject({
      hostname_status: 'active',
      ssl_status: 'pending_validation',
    })
    // The hostname alone is not enough: without its certificate it is still not served.
    expect((await worker.fetch('/', { host })).status).toBe(404)

    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
    expect(await row(worker, host)).toMatchObject({
      hostname_status: 'active',
      ssl_status: 'active',
    })
    const served = await worker.fetch('/', { host })
    expect(served.status).toBe(200)
    expect(await served.text()).toContain('ABC Auto Spa')

    const removed = await domainForm(worker, owner, {
      intent: 'website-domain-remove',
      hostname: host,
    })
    expect(removed.status).toBe(200)
    expect((await worker.fetch('/', { host })).status).toBe(404)
  })

  it("another business's owner cannot remove this one's domain", async () => {
    await add('www.abc-second.com')
    const jps = (await loginAs(worker, 'jps@demo.test')).cookie
    const response = await domainForm(worker, jps, {
      intent: 'website-domain-remove',
      hostname: 'www.abc-second.com',
    })
    expect([302, 303, 403, 404]).toContain(response.status)
    expect(await row(worker, 'www.abc-second.com')).not.toBeNull()
  })
})

interface FakeHostname {
  id: string
  hostname: string
  status: string
  ssl: {
    status: string
    method: string
    type: string
    validation_records: { txt_name: string; txt_value: string }[]
  }
  ownership_verification: { type: string; name: string; value: string }
}

/** A local stand-in for api.cloudflare.com/client/v4 custom_hostnames, answering as documented. */
function fakeCloudflare() {
  const hostnames = new Map<string, FakeHostname>()
  const calls: { method: string; path: string; auth: string | undefined; body: unknown }[] = []
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => resolve(body))
    })
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await read(req)
      const body: unknown = raw ? JSON.parse(raw) : null
      calls.push({
        method: req.method ?? '',
        path: req.url ?? '',
        auth: req.headers.authorization,
        body,
      })
      const send = (status: number, payload: object) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(payload))
      }
      const notFound = () =>
        send(404, {
          success: false,
          errors: [{ code: 1436, message: 'The custom hostname was not found.' }],
          messages: [],
          result: null,
        })
      const match = /^\/client\/v4\/zones\/zone-123\/custom_hostnames(?:\/([^/]+))?$/.exec(
        req.url ?? '',
      )
      if (!match || req.headers.authorization !== 'Bearer token-abc')
        return send(403, {
          success: false,
          errors: [{ code: 10000, message: 'Authentication error' }],
          messages: [],
          result: null,
        })
      const id = match[1]
      if (req.method === 'POST' && !id) {
        const { hostname } = body as { hostname: string }
        const entry: FakeHostname = {
          id: `cf-${hostnames.size + 1}`,
          hostname,
          status: 'pending',
          ssl: {
            status: 'pending_validation',
            method: 'txt',
            type: 'dv',
            validation_records: [
              { txt_name: `_acme-challenge.${hostname}`, txt_value: 'ca3-ssl-token' },
            ],
          },
          ownership_verification: {
            type: 'txt',
            name: `_cf-custom-hostname.${hostname}`,
            value: 'owner-token-1',
          },
        }
        hostnames.set(entry.id, entry)
        return send(200, { success: true, errors: [], messages: [], result: entry })
      }
      const entry = id ? hostnames.get(id) : undefined
      if (!entry) return notFound()
      if (req.method === 'GET')
        return send(200, { success: true, errors: [], messages: [], result: entry })
      if (req.method === 'DELETE') {
        hostnames.delete(entry.id)
        return send(200, { success: true, errors: [], messages: [], result: { id: entry.id } })
      }
      return notFound()
    })()
  })
  return { server, hostnames, calls }
}

describe('own domains with the Cloudflare for SaaS provider (against a local fake)', () => {
  let worker: TestWorker
  let owner: string
  let doh: FakeDoh
  const fake = fakeCloudflare()
  /** Publishes the claim's own TXT record and runs the domains Cron Trigger. */
  async function prove(host: string) {
    const token = String((await row(worker, host))?.challenge_token)
    doh.publish(`_mdh-challenge.${host}`, `mdh-challenge=${token}`)
    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
  }
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve))
    const { port } = fake.server.address() as AddressInfo
    doh = await startFakeDoh()
    worker = await startWorker({
      bindings: {
        DNS_OVER_HTTPS_URL: doh.url,
        CF_API_TOKEN: 'token-abc',
        CF_ZONE_ID: 'zone-123',
        CF_API_BASE: `http://127.0.0.1:${port}/client/v4`,
        CUSTOM_DOMAIN_TARGET: 'customers.mdh-saas.test',
      },
    })
    owner = (await loginAs(worker, 'abc@demo.test')).cookie
  })
  afterAll(async () => {
    await worker.dispose()
    fake.server.close()
    await doh.close()
  })

  it("registers the hostname at Cloudflare only once the claim's own record is found, then shows Cloudflare's records", async () => {
    const host = 'www.abc-cloud.com'
    const response = await domainForm(worker, owner, {
      intent: 'website-domain-add',
      hostname: host,
    })
    expect(response.status).toBe(200)
    // A claim is ours alone: Cloudflare hears nothing of it yet (issue 37).
    expect(fake.calls).toEqual([])
    const html = await response.text()
    expect(html).toContain('customers.mdh-saas.test')
    expect(html).toContain(`_mdh-challenge.${host}`)
    expect(await row(worker, host)).toMatchObject({ provider_id: null, hostname_status: 'claimed' })

    // Not published yet: looked up, not found, still nothing at Cloudflare.
    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
    expect(doh.asked).toEqual([`_mdh-challenge.${host}`])
    expect(fake.calls).toEqual([])

    await prove(host)
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      path: '/client/v4/zones/zone-123/custom_hostnames',
      auth: 'Bearer token-abc',
      body: { hostname: host, ssl: { method: 'txt', type: 'dv' } },
    })
    expect(await row(worker, host)).toMatchObject({
      provider_id: 'cf-1',
      hostname_status: 'pending',
    })
    const tab = await dashboardHtml(worker, owner, '/abc/dashboard?tab=website')
    for (const text of [
      'customers.mdh-saas.test',
      `_mdh-challenge.${host}`,
      `_cf-custom-hostname.${host}`,
      'owner-token-1',
      `_acme-challenge.${host}`,
      'ca3-ssl-token',
    ])
      expect(tab.html).toContain(text)
  })

  it('reads both statuses on the Cron Trigger and serves the hostname only when both are active', async () => {
    const host = 'www.abc-cloud.com'
    const entry = fake.hostnames.get('cf-1')
    if (!entry) throw new Error('the fake lost its hostname')
    entry.status = 'active'
    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/client/v4/zones/zone-123/custom_hostnames/cf-1',
    })
    expect(await row(worker, host)).toMatchObject({
      hostname_status: 'active',
      ssl_status: 'pending_validation',
    })
    expect((await worker.fetch('/', { host })).status).toBe(404)
    entry.ssl.status = 'active'
    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
    expect(await row(worker, host)).toMatchObject({
      hostname_status: 'active',
      ssl_status: 'active',
    })
    expect((await worker.fetch('/', { host })).status).toBe(200)
    // Live hostnames are not asked about again.
    const asked = fake.calls.length
    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
    expect(fake.calls.length).toBe(asked)
  })

  it('deletes the hostname at Cloudflare when the detailer removes it, and stops serving it', async () => {
    const host = 'www.abc-cloud.com'
    const response = await domainForm(worker, owner, {
      intent: 'website-domain-remove',
      hostname: host,
    })
    expect(response.status).toBe(200)
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/client/v4/zones/zone-123/custom_hostnames/cf-1',
    })
    expect(fake.hostnames.size).toBe(0)
    expect(await row(worker, host)).toBeNull()
    expect((await worker.fetch('/', { host })).status).toBe(404)
  })

  it('lists every domain with its status for the admin, and for nobody else', async () => {
    await domainForm(worker, owner, {
      intent: 'website-domain-add',
      hostname: 'www.abc-listed.com',
    })
    await prove('www.abc-listed.com')
    const admin = (await loginAs(worker, 'admin@demo.test')).cookie
    const page = await worker.fetch('/admin-dashboard/domains', { headers: { Cookie: admin } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('www.abc-listed.com')
    expect(html).toContain('jps-detailing.localhost')
    const denied = await worker.fetch('/admin-dashboard/domains', { headers: { Cookie: owner } })
    expect(denied.status).not.toBe(200)
  })

  it('removes the hostname at Cloudflare when the admin deletes its business', async () => {
    // abc's domain from the test above, registered at the fake.
    const stored = await row(worker, 'www.abc-listed.com')
    const providerId = String(stored?.provider_id)
    expect(fake.hostnames.has(providerId)).toBe(true)
    const { send } = await asAdmin(worker)
    const response = await send('DELETE', `/api/admin/affiliates/${String(stored?.affiliate_id)}`)
    expect(response.status).toBe(200)
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/client/v4/zones/zone-123/custom_hostnames/${providerId}`,
    })
    expect(fake.hostnames.has(providerId)).toBe(false)
    expect(await row(worker, 'www.abc-listed.com')).toBeNull()
  })
})
