import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedInstant } from '~/lib/dashboard/time'
import { createDb } from '~/server/db.server'
import { nwsProvider } from '~/server/weather/nws.server'
import {
  inDays,
  insertBooking,
  outboxRows,
  pageText,
  postAction,
} from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// Weather-aware jobs (issue 41) through the built worker: the local provider's fake forecast
// (POST /api/dev/weather), the Cron Trigger's 72- and 24-hour checks, one message to each side,
// the signed keep-or-move links (a GET never acts), and the NWS provider's cache and back-off.
// jps is in America/Phoenix; test bookings are at ZIP 89101.

const ZONE = 'America/Phoenix'
const ZIP = '89101'
const HOUR = 3_600_000

let worker: TestWorker
let owner: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
})
afterAll(() => worker.dispose())

function setForecast(
  from: Date,
  to: Date,
  f: { precipitation?: number; temperatureF?: number; windMph?: number } = {},
  host?: string,
) {
  return worker.fetch('/api/dev/weather', {
    method: 'POST',
    host,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      zip: ZIP,
      from: from.toISOString(),
      to: to.toISOString(),
      precipitation: f.precipitation ?? 90,
      temperatureF: f.temperatureF ?? 60,
      windMph: f.windMph ?? 5,
    }),
  })
}

async function alertsFor(id: number) {
  return (await outboxRows(worker)).filter(
    (r) => r.template.startsWith('weather.') && r.payload.bookingId === id,
  )
}

const row = (id: number) =>
  worker.db
    .prepare('SELECT start_at, status, ics_sequence FROM booking_requests WHERE id = ?')
    .bind(id)
    .first<{ start_at: string; status: string; ics_sequence: number }>()

/** A confirmed job at 09:00 (Phoenix) `days` ahead with rain over it. */
async function rainyJob(days: number, email: string) {
  const start = zonedInstant(inDays(days), '09:00', ZONE)
  const id = await insertBooking(worker, {
    status: 'confirmed',
    startAt: start.toISOString(),
    email,
  })
  const set = await setForecast(
    new Date(start.getTime() - HOUR),
    new Date(start.getTime() + 3 * HOUR),
  )
  expect(set.status).toBe(201)
  return { id, start }
}

function linkIn(text: string, label: RegExp): string {
  const line = text.split('\n').find((l) => label.test(l))
  if (!line) throw new Error(`no link ${label} in:\n${text}`)
  return line.slice(line.indexOf('http'))
}

/** A link's path and the host it names (the customer's open on the business's own domain). */
const local = (url: string) => {
  const u = new URL(url, 'http://localhost')
  return { path: u.pathname + u.search, host: u.host }
}
const post = (url: string, fields: Record<string, string>) => {
  const { path, host } = local(url)
  return worker.fetch(path, {
    method: 'POST',
    host,
    headers: { Origin: `http://${host}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}
const get = (url: string) => {
  const { path, host } = local(url)
  return worker.fetch(path, { host })
}

describe('the fake forecast (development and tests only)', () => {
  it('is set on a loopback host and refused in words', async () => {
    const now = new Date()
    expect((await setForecast(now, new Date(now.getTime() + HOUR))).status).toBe(201)
    const bad = await worker.fetch('/api/dev/weather', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ zip: '8910', from: 'x', to: now.toISOString() }),
    })
    expect(bad.status).toBe(400)
    const body = await bad.json()
    expect(body).toMatchObject({ error: 'Validation failed' })
    expect(JSON.stringify(body)).toContain('ZIP must be 5 digits')
  })

  it('does not exist on a real host', async () => {
    const now = new Date()
    const answer = await setForecast(now, new Date(now.getTime() + HOUR), {}, 'mobiledetailhub.com')
    expect(answer.status).toBe(404)
  })
})

describe('the scheduled weather checks', () => {
  it('72 hours before, one message to each side; never again for that time', async () => {
    const email = 'rainy-day@example.test'
    const { id, start } = await rainyJob(10, email)
    await worker.cron(new Date(start.getTime() - 73 * HOUR))
    expect(await alertsFor(id)).toHaveLength(0)
    await worker.cron(new Date(start.getTime() - 70 * HOUR))
    await worker.cron(new Date(start.getTime() - 69 * HOUR))
    const sent = await alertsFor(id)
    expect(sent.map((r) => r.template).sort()).toEqual(['weather.alert', 'weather.alert-detailer'])
    expect(sent.find((r) => r.template === 'weather.alert')?.to_address).toBe(email)
    // The 24-hour check still runs (the badge) but asks nobody a second time.
    await worker.cron(new Date(start.getTime() - 20 * HOUR))
    await worker.cron(new Date(start.getTime() - 19 * HOUR))
    expect(await alertsFor(id)).toHaveLength(2)
    const checks = await worker.db
      .prepare('SELECT window, alerted FROM weather_checks WHERE booking_id = ? ORDER BY id')
      .bind(id)
      .all<{ window: string; alerted: number }>()
    expect(checks.results).toEqual([
      { window: '72h', alerted: 1 },
      { window: '24h', alerted: 0 },
    ])
    const [mail] = await worker.waitForMail((m) => m.to === email && m.subject.startsWith('Rain'))
    // The business's own clock (Phoenix), whatever the server's.
    expect(mail?.subject).toMatch(/^Rain is likely on \w+day, .* at 9:00 AM MST — keep or move\?$/)
    // jps has its own domain in the demo: the customer's links open there, on its site.
    expect(mail?.text).toMatch(
      /^Move to .+: http:\/\/jps-detailing\.localhost\/booking\/weather\?/m,
    )
    expect(mail?.text).toMatch(/^Keep it: http/m)
    expect(mail?.text).toContain('Moving for weather keeps your deposit and costs nothing.')
    const [detailer] = await worker.waitForMail(
      (m) => m.to !== email && m.subject === mail?.subject,
    )
    // The detailer's, like their Confirm and Decline links, on the marketplace.
    expect(detailer?.text).toMatch(
      /^Move it for the customer to .+: http:\/\/localhost\/booking\/weather\?/m,
    )
  })

  it('asks nobody for a cancelled job, or when the forecast is fair', async () => {
    const start = zonedInstant(inDays(13), '09:00', ZONE)
    const cancelled = await insertBooking(worker, {
      status: 'cancelled',
      startAt: start.toISOString(),
      email: 'cancelled-rain@example.test',
    })
    await setForecast(new Date(start.getTime() - HOUR), new Date(start.getTime() + 3 * HOUR))
    const fair = await insertBooking(worker, {
      status: 'confirmed',
      startAt: zonedInstant(inDays(13), '15:00', ZONE).toISOString(),
      email: 'fair@example.test',
    })
    await worker.cron(new Date(start.getTime() - 70 * HOUR))
    await worker.cron(new Date(start.getTime() + 6 * HOUR - 70 * HOUR))
    expect(await alertsFor(cancelled)).toHaveLength(0)
    expect(await alertsFor(fair)).toHaveLength(0)
    const verdicts = await worker.db
      .prepare('SELECT booking_id, risk FROM job_weather WHERE booking_id IN (?, ?)')
      .bind(cancelled, fair)
      .all<{ booking_id: number; risk: string | null }>()
    expect(verdicts.results).toEqual([{ booking_id: fair, risk: null }])
  })
})

describe('the one-tap links', () => {
  it('a GET only shows; the POST moves the job to a free time, deposit and fee untouched', async () => {
    const email = 'move-me@example.test'
    const { id, start } = await rainyJob(16, email)
    // A paid deposit on the job: a weather move must take no money path.
    await worker.db.batch([
      worker.db
        .prepare(
          `INSERT INTO booking_payments (booking_id, affiliate_id, provider, account_id, amount_cents, status, expires_at)
           VALUES (?, 1, 'local', 'acct_local_1', 5000, 'paid', ?)`,
        )
        .bind(id, new Date(Date.now() + 86_400_000).toISOString()),
      worker.db
        .prepare(
          `INSERT INTO ledger_entries (affiliate_id, business_name, booking_id, kind, amount_cents, fee_cents, net_cents, provider, provider_id)
           VALUES (1, 'JP', ?, 'deposit', 5000, 500, 4500, 'local', ?)`,
        )
        .bind(id, `pi_weather_${id}`),
    ])
    const money = async () =>
      (
        await worker.db.batch([
          worker.db.prepare('SELECT * FROM booking_payments WHERE booking_id = ?').bind(id),
          worker.db.prepare('SELECT * FROM ledger_entries WHERE booking_id = ?').bind(id),
        ])
      ).map((r) => r.results)
    const before = await money()
    await worker.cron(new Date(start.getTime() - 70 * HOUR))
    const [mail] = await worker.waitForMail((m) => m.to === email && m.subject.startsWith('Rain'))
    const move = linkIn(mail?.text ?? '', /^Move to /)
    const slot = new URL(move).searchParams.get('slot') ?? ''
    // A free time of the same length outside the rain (before or after it).
    const slotEnd = Date.parse(slot) + 120 * 60_000
    expect(
      slotEnd <= start.getTime() - HOUR || Date.parse(slot) >= start.getTime() + 3 * HOUR,
    ).toBe(true)

    // Opening the link (as a mail scanner does) changes nothing.
    const page = await get(move)
    expect(page.status).toBe(200)
    const text = await pageText(page)
    expect(text).toContain('Rain is likely on')
    expect(text).toContain('Move to this time')
    expect((await row(id))?.start_at).toBe(start.toISOString())

    const bad = await post(move, { intent: 'move', slot: 'tomorrow' })
    expect(bad.status).toBe(400)
    expect(await pageText(bad)).toContain('Please choose one of the times offered.')
    expect((await row(id))?.start_at).toBe(start.toISOString())

    const moved = await post(move, { intent: 'move', slot })
    expect(moved.status).toBe(302)
    expect(moved.headers.get('Location')).toContain('done=moved')
    const after = await row(id)
    expect(after).toMatchObject({ start_at: slot, status: 'confirmed', ics_sequence: 1 })
    // Both calendars: the customer's and the detailer's updated invitations are queued.
    const movedMail = (await outboxRows(worker)).filter(
      (r) => r.payload.bookingId === id && r.template.startsWith('booking.moved'),
    )
    expect(movedMail.map((r) => r.template).sort()).toEqual([
      'booking.moved',
      'booking.moved-detailer',
    ])
    expect(await money()).toEqual(before)
    const ledger = await worker.db
      .prepare('SELECT count(*) AS n FROM ledger_entries WHERE booking_id = ?')
      .bind(id)
      .first<{ n: number }>()
    expect(ledger?.n).toBe(1)

    // The same link again: the job has left that time, so it acts on nothing.
    const again = await post(move, { intent: 'move', slot })
    expect(again.status).toBe(409)
    expect(await pageText(again)).toContain('has already moved to')
    // The new time is checked anew (fair there): no second message.
    await worker.cron(new Date(Date.parse(slot) - 70 * HOUR))
    expect(await alertsFor(id)).toHaveLength(2)
  })

  it('"keep it" records the choice for that time; a wrong signature is a 404', async () => {
    const email = 'keep-me@example.test'
    const { id, start } = await rainyJob(19, email)
    await worker.cron(new Date(start.getTime() - 70 * HOUR))
    const [mail] = await worker.waitForMail((m) => m.to === email && m.subject.startsWith('Rain'))
    const keep = linkIn(mail?.text ?? '', /^Keep it: /)
    const forged = new URL(keep)
    forged.searchParams.set('id', String(id + 1))
    expect((await get(forged.toString())).status).toBe(404)
    expect((await post(forged.toString(), { intent: 'keep' })).status).toBe(404)
    const kept = await post(keep, { intent: 'keep' })
    expect(kept.status).toBe(302)
    const page = await pageText(await get(kept.headers.get('Location') ?? ''))
    expect(page).toContain('Kept: the appointment stays on')
    const verdict = await worker.db
      .prepare('SELECT start_at, kept_at FROM job_weather WHERE booking_id = ?')
      .bind(id)
      .first<{ start_at: string; kept_at: string | null }>()
    expect(verdict?.start_at).toBe(start.toISOString())
    expect(verdict?.kept_at).not.toBeNull()
    expect((await row(id))?.start_at).toBe(start.toISOString())
  })
})

describe("the links open on the business's own site", () => {
  it('its own domain, else /{slug}/ on the marketplace; another business never shows them', async () => {
    // jps (own domain jps-detailing.localhost): the customer's links open there.
    const jps = await rainyJob(25, 'own-site@example.test')
    await worker.cron(new Date(jps.start.getTime() - 70 * HOUR))
    const [jpsMail] = await worker.waitForMail(
      (m) => m.to === 'own-site@example.test' && m.subject.startsWith('Rain'),
    )
    const jpsKeep = linkIn(jpsMail?.text ?? '', /^Keep it: /)
    expect(new URL(jpsKeep).origin).toBe('http://jps-detailing.localhost')
    expect(new URL(jpsKeep).pathname).toBe('/booking/weather')
    const own = await get(jpsKeep)
    expect(own.status).toBe(200)
    // The business's own site names the business in the title, the marketplace names itself.
    const titled = (name: string) =>
      `<title>Weather and your appointment | ${name.replaceAll("'", '&#x27;')}</title>`
    const jpsName =
      (
        await worker.db
          .prepare("SELECT business_name AS name FROM affiliates WHERE slug = 'jps'")
          .first<{ name: string }>()
      )?.name ?? ''
    expect(jpsName).not.toBe('')
    expect(await own.text()).toContain(titled(jpsName))
    const query = new URL(jpsKeep).search
    // The marketplace (the detailer's links) and jps's /jps/ page open it too; abc's never do.
    const market = await worker.fetch(`/booking/weather${query}`)
    expect(market.status).toBe(200)
    expect(await market.text()).toContain(titled('Mobile Detail Hub'))
    const onPath = await worker.fetch(`/jps/booking/weather${query}`)
    expect(onPath.status).toBe(200)
    expect(await onPath.text()).toContain(titled(jpsName))
    expect((await worker.fetch(`/abc/booking/weather${query}`)).status).toBe(404)
    expect(
      (await post(`http://localhost/abc/booking/weather${query}`, { intent: 'keep' })).status,
    ).toBe(404)

    // abc (no domain of its own): the customer's links open on /abc/ at the marketplace.
    const abc = await worker.db
      .prepare("SELECT id FROM affiliates WHERE slug = 'abc'")
      .first<{ id: number }>()
    const start = zonedInstant(inDays(25), '15:00', ZONE)
    const id = await insertBooking(worker, {
      affiliateId: abc?.id,
      status: 'confirmed',
      startAt: start.toISOString(),
      email: 'abc-site@example.test',
    })
    await setForecast(new Date(start.getTime() - HOUR), new Date(start.getTime() + 3 * HOUR))
    await worker.cron(new Date(start.getTime() - 70 * HOUR))
    const [abcMail] = await worker.waitForMail(
      (m) => m.to === 'abc-site@example.test' && m.subject.startsWith('Rain'),
    )
    const abcKeep = linkIn(abcMail?.text ?? '', /^Keep it: /)
    expect(new URL(abcKeep).origin + new URL(abcKeep).pathname).toBe(
      'http://localhost/abc/booking/weather',
    )
    const abcQuery = new URL(abcKeep).search
    expect((await worker.fetch(`/jps/booking/weather${abcQuery}`)).status).toBe(404)
    expect(
      (await worker.fetch(`/booking/weather${abcQuery}`, { host: 'jps-detailing.localhost' }))
        .status,
    ).toBe(404)
    // On its own site the link acts: kept.
    const kept = await post(abcKeep, { intent: 'keep' })
    expect(kept.status).toBe(302)
    expect(kept.headers.get('Location')).toMatch(/^\/abc\/booking\/weather\?.*done=kept/)
    const verdict = await worker.db
      .prepare('SELECT kept_at FROM job_weather WHERE booking_id = ?')
      .bind(id)
      .first<{ kept_at: string | null }>()
    expect(verdict?.kept_at).not.toBeNull()
  })
})

describe('the rules the detailer sets', () => {
  it('refuses bad numbers in words and changes nothing', async () => {
    const answer = await postAction(
      worker,
      owner,
      { intent: 'weather-save', rain_percent: '150', cold_f: '50', wind_mph: '25' },
      { tab: 'schedule' },
    )
    expect(answer.status).toBe(400)
    expect(await pageText(answer)).toContain('Chance of rain must be between 0 and 100')
    const rules = await worker.db
      .prepare('SELECT count(*) AS n FROM weather_rules')
      .first<{ n: number }>()
    expect(rules?.n).toBe(0)
  })

  it('a detailer working under cover is not asked about rain', async () => {
    const saved = await postAction(
      worker,
      owner,
      {
        intent: 'weather-save',
        rain_percent: '60',
        cold_f: '50',
        wind_mph: '25',
        under_cover: 'on',
      },
      { tab: 'schedule' },
    )
    expect(saved.status).toBe(200)
    const email = 'covered@example.test'
    const { id, start } = await rainyJob(22, email)
    await worker.cron(new Date(start.getTime() - 70 * HOUR))
    await worker.cron(new Date(start.getTime() - 20 * HOUR))
    expect(await alertsFor(id)).toHaveLength(0)
  })
})

describe('the National Weather Service provider', () => {
  const fixture = (name: string): unknown =>
    JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'nws', name), 'utf8'))
  const place = { zip: '85004', lat: 33.4484, lon: -112.074 }
  const from = new Date('2026-11-30T16:00:00.000Z')
  const to = new Date('2026-11-30T18:00:00.000Z')

  function fakeService(answers: Array<() => Response>) {
    const calls: { url: string; agent: string | null }[] = []
    const fetcher: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      calls.push({ url, agent: new Headers(init?.headers).get('User-Agent') })
      const next = answers.shift()
      if (!next) throw new Error('no more answers')
      return next()
    }
    return { calls, fetcher }
  }
  const ok = (body: unknown, expires?: Date) =>
    new Response(JSON.stringify(body), {
      headers: {
        'Content-Type': 'application/geo+json',
        ...(expires ? { Expires: expires.toUTCString() } : {}),
      },
    })

  it('asks once per grid point with its User-Agent, then reads the cache until Expires', async () => {
    const db = createDb(await worker.d1())
    const now = new Date('2026-11-30T12:00:00.000Z')
    const service = fakeService([
      () => ok(fixture('points-phoenix.json')),
      () => ok(fixture('hourly-psr.json'), new Date(now.getTime() + HOUR)),
      () => ok(fixture('hourly-psr.json'), new Date(now.getTime() + 3 * HOUR)),
    ])
    const nws = nwsProvider({ db, contact: 'ops@example.test', fetch: service.fetcher })
    const hours = await nws.hourly(place, from, to, now)
    expect(hours?.map((h) => h.temperatureF)).toEqual([66, 70])
    expect(service.calls).toEqual([
      {
        url: 'https://api.weather.gov/points/33.4484,-112.0740',
        agent: 'MobileDetailHub/1.0 (ops@example.test)',
      },
      {
        url: 'https://api.weather.gov/gridpoints/PSR/159,57/forecast/hourly',
        agent: 'MobileDetailHub/1.0 (ops@example.test)',
      },
    ])
    await nws.hourly(place, from, to, new Date(now.getTime() + 30 * 60_000))
    expect(service.calls).toHaveLength(2)
    // Past the forecast's Expires: the hourly forecast again, the grid point from the cache.
    await nws.hourly(place, from, to, new Date(now.getTime() + 2 * HOUR))
    expect(service.calls.map((c) => c.url.split('/').at(-1))).toEqual([
      '33.4484,-112.0740',
      'hourly',
      'hourly',
    ])
  })

  it('backs off after a 429 or 5xx, and a failure answers null (never a throw)', async () => {
    const db = createDb(await worker.d1())
    const now = new Date('2026-12-30T12:00:00.000Z')
    const elsewhere = { zip: '10001', lat: 40.7128, lon: -74.006 }
    const service = fakeService([
      () => new Response('busy', { status: 503, headers: { 'Retry-After': '600' } }),
      () => {
        throw new TypeError('network down')
      },
    ])
    const nws = nwsProvider({ db, contact: 'ops@example.test', fetch: service.fetcher })
    expect(await nws.hourly(elsewhere, from, to, now)).toBeNull()
    expect(await nws.hourly(elsewhere, from, to, new Date(now.getTime() + 5 * 60_000))).toBeNull()
    expect(service.calls).toHaveLength(1)
    // After Retry-After the service is asked again; unreachable is a null, not an error.
    expect(await nws.hourly(elsewhere, from, to, new Date(now.getTime() + 11 * 60_000))).toBeNull()
    expect(service.calls).toHaveLength(2)
  })
})
