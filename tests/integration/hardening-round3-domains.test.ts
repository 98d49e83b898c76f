import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardHtml, postDashboard } from '../support/dashboard'
import { startFakeDoh, type FakeDoh } from '../support/fake-doh'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 37: any approved detailer could add another business's hostname, and the real owner got
// 409 until that claim lapsed. Now any number of businesses may claim a hostname, each with a TXT
// record of its own (_mdh-challenge.{hostname}); the first claim whose record is found owns it and
// the others are marked lost; an unproven claim lapses after 7 days. The records are looked up at
// a local DNS-over-HTTPS stand-in where the test publishes only what the real owner would.

const DOMAIN_CHECK_CRON = '*/5 * * * *'
const DAY = 86_400_000
const TAKEN = 'That domain is already set up for another business.'

let worker: TestWorker
let doh: FakeDoh
let squatter: string
let owner: string
let admin: string
beforeAll(async () => {
  doh = await startFakeDoh()
  worker = await startWorker({ bindings: { DNS_OVER_HTTPS_URL: doh.url } })
  squatter = (await loginAs(worker, 'abc@demo.test', '192.0.2.211')).cookie
  owner = (await loginAs(worker, 'jps@demo.test', '192.0.2.212')).cookie
  admin = (await loginAs(worker, 'admin@demo.test', '192.0.2.213')).cookie
  // The seed gives jps a domain already; one domain per business, so it goes first.
  await worker.db.prepare('DELETE FROM custom_hostnames WHERE affiliate_id = 1').run()
})
afterAll(async () => {
  await worker.dispose()
  await doh.close()
})

const form = (cookie: string, slug: string, fields: Record<string, string>) =>
  postDashboard(worker, cookie, fields, { slug, query: '?tab=website' })
const add = (cookie: string, slug: string, hostname: string) =>
  form(cookie, slug, { intent: 'website-domain-add', hostname })
const check = (cookie: string, slug: string) =>
  form(cookie, slug, { intent: 'website-domain-check' })
const remove = (cookie: string, slug: string, hostname: string) =>
  form(cookie, slug, { intent: 'website-domain-remove', hostname })

interface Claim {
  affiliateId: number
  status: string
  token: string
}
const claimsOf = async (hostname: string) =>
  (
    await worker.db
      .prepare(
        'SELECT affiliate_id AS affiliateId, hostname_status AS status, challenge_token AS token FROM custom_hostnames WHERE hostname = ? ORDER BY affiliate_id',
      )
      .bind(hostname)
      .all<Claim>()
  ).results

/** Publishes the TXT record of the given business's claim, as whoever runs the DNS would. */
async function publishFor(hostname: string, affiliateId: number) {
  const claim = (await claimsOf(hostname)).find((c) => c.affiliateId === affiliateId)
  if (!claim) throw new Error(`no claim of business ${affiliateId} on ${hostname}`)
  doh.publish(`_mdh-challenge.${hostname}`, `mdh-challenge=${claim.token}`)
}

const decoded = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'")

describe("a pending claim never blocks another business's claim; the first proven wins", () => {
  it("the probe's request: abc claims jps's hostname, jps still claims it, proves it and owns it", async () => {
    const host = 'www.jps-owned.test'
    expect((await add(squatter, 'abc', host)).status).toBe(200)
    const claimed = await add(owner, 'jps', host)
    expect(claimed.status).toBe(200)
    const page = decoded(await claimed.text())
    expect(page).toContain(`_mdh-challenge.${host}`)
    const claims = await claimsOf(host)
    expect(claims.map((c) => [c.affiliateId, c.status])).toEqual([
      [1, 'claimed'],
      [2, 'claimed'],
    ])
    // Each claim has a token of its own, and the page shows the business its own.
    const [jps, abc] = claims
    expect(jps?.token).not.toBe(abc?.token)
    expect(page).toContain(`mdh-challenge=${String(jps?.token)}`)
    expect(page).not.toContain(String(abc?.token))

    // Only jps runs the DNS: abc's check finds nothing and changes nothing.
    await publishFor(host, 1)
    const notYet = await check(squatter, 'abc')
    expect(notYet.status).toBe(200)
    expect(decoded(await notYet.text())).toContain(
      `Checked. The TXT record _mdh-challenge.${host} is not there yet.`,
    )
    expect((await claimsOf(host)).map((c) => c.status)).toEqual(['claimed', 'claimed'])

    const proven = await check(owner, 'jps')
    expect(proven.status).toBe(200)
    expect((await claimsOf(host)).map((c) => [c.affiliateId, c.status])).toEqual([
      [1, 'active'],
      [2, 'lost'],
    ])
    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
    const served = await worker.fetch('/', { host })
    expect(served.status).toBe(200)
    expect(await served.text()).toContain("JP's Mobile Detailing")

    // abc's Website tab says what happened; checking again says it too, with a 409.
    const tab = await dashboardHtml(worker, squatter, '/abc/dashboard?tab=website')
    const lost = `Another business proved it owns ${host} first, so your claim on it was dropped.`
    expect(decoded(tab.html)).toContain(lost)
    const again = await check(squatter, 'abc')
    expect(again.status).toBe(409)
    expect(decoded(await again.text())).toContain(lost)

    // Now that jps owns it, a new claim on it is refused in clear words and stores nothing.
    const late = await add(admin, 'fresh-start', host)
    expect(late.status).toBe(409)
    expect(decoded(await late.text())).toContain(TAKEN)
    expect(await claimsOf(host)).toHaveLength(2)

    // abc's lost claim does not hold its one domain: a new one replaces the notice.
    expect((await add(squatter, 'abc', 'www.abc-next.test')).status).toBe(200)
    expect((await claimsOf(host)).map((c) => c.affiliateId)).toEqual([1])
    expect((await remove(squatter, 'abc', 'www.abc-next.test')).status).toBe(200)
    expect((await remove(owner, 'jps', host)).status).toBe(200)
  })

  it('three claims proven at the same moment: exactly one owns the hostname', async () => {
    const host = 'www.raced.test'
    const racers = [
      { cookie: owner, slug: 'jps', id: 1 },
      { cookie: squatter, slug: 'abc', id: 2 },
      { cookie: admin, slug: 'fresh-start', id: 3 },
    ]
    for (const r of racers) expect((await add(r.cookie, r.slug, host)).status).toBe(200)
    for (const r of racers) await publishFor(host, r.id)
    const answers = await Promise.all([
      ...racers.map((r) => check(r.cookie, r.slug)),
      worker.cron(new Date(), DOMAIN_CHECK_CRON).then(() => null),
    ])
    for (const a of answers) if (a) expect([200, 409]).toContain(a.status)
    const statuses = (await claimsOf(host)).map((c) => c.status)
    expect(statuses.filter((s) => s === 'lost')).toHaveLength(2)
    expect(statuses.filter((s) => s !== 'lost')).toHaveLength(1)
    expect(statuses).not.toContain('claimed')
    // The database holds the line too: a second owner row is refused.
    await expect(
      worker.db
        .prepare(
          "UPDATE custom_hostnames SET hostname_status = 'pending' WHERE hostname = ? AND hostname_status = 'lost'",
        )
        .bind(host)
        .run(),
    ).rejects.toThrow(/UNIQUE/)
    await worker.db.prepare('DELETE FROM custom_hostnames WHERE hostname = ?').bind(host).run()
  })

  it('one business still has one domain at a time, a claim included', async () => {
    expect((await add(squatter, 'abc', 'www.abc-first.test')).status).toBe(200)
    const second = await add(squatter, 'abc', 'www.abc-second.test')
    expect(second.status).toBe(409)
    expect(decoded(await second.text())).toContain(
      'Your site already has a domain. Remove it first to use another one.',
    )
    expect(await claimsOf('www.abc-second.test')).toEqual([])
    expect((await remove(squatter, 'abc', 'www.abc-first.test')).status).toBe(200)
  })
})

describe('an unproven claim lapses after 7 days', () => {
  /** abc's claim, made `days` ago and never proven. */
  async function squat(hostname: string, days: number) {
    expect((await add(squatter, 'abc', hostname)).status).toBe(200)
    await worker.db
      .prepare('UPDATE custom_hostnames SET created_at = ? WHERE hostname = ?')
      .bind(new Date(Date.now() - days * DAY).toISOString(), hostname)
      .run()
  }

  it('the Cron Trigger drops a stale claim and keeps a fresh one', async () => {
    await squat('www.stale-claim.test', 8)
    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
    expect(await claimsOf('www.stale-claim.test')).toEqual([])
    await squat('www.fresh-claim.test', 6)
    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
    expect((await claimsOf('www.fresh-claim.test')).map((c) => c.status)).toEqual(['claimed'])
  })

  it("a lost claim's notice stays for 7 days after it was lost, then goes", async () => {
    const host = 'www.lost-notice.test'
    await remove(squatter, 'abc', 'www.fresh-claim.test')
    await squat(host, 6)
    expect((await add(owner, 'jps', host)).status).toBe(200)
    await publishFor(host, 1)
    expect((await check(owner, 'jps')).status).toBe(200)
    const backdate = (column: string, days: number) =>
      worker.db
        .prepare(
          `UPDATE custom_hostnames SET ${column} = ? WHERE hostname = ? AND affiliate_id = 2`,
        )
        .bind(new Date(Date.now() - days * DAY).toISOString(), host)
        .run()
    // Added 20 days ago but lost just now: the notice stays.
    await backdate('created_at', 20)
    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
    expect((await claimsOf(host)).map((c) => c.status)).toEqual(['active', 'lost'])
    await backdate('checked_at', 8)
    await worker.cron(new Date(), DOMAIN_CHECK_CRON)
    expect((await claimsOf(host)).map((c) => c.status)).toEqual(['active'])
    await remove(owner, 'jps', host)
  })
})
