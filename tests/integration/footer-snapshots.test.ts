import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs, postJson } from '../support/http'
import { d1Use } from '../support/scale'
import { startWorker, type TestWorker } from '../support/worker'

// The footer answers are built once per change of their source rows and then served as stored
// (decision 017); every kind of change shows in the next answer, and old answers are deleted.

let worker: TestWorker
let jpsToken: string
beforeAll(async () => {
  worker = await startWorker({ bindings: { COUNT_D1: '1' } })
  jpsToken = (await loginAs(worker, 'jps@demo.test')).accessToken
})
afterAll(() => worker.dispose())

type Footer = Record<string, Record<string, string[]>>

async function served(): Promise<Footer> {
  const body: { service_areas: Footer } = await (
    await worker.fetch('/api/service_areas/footer')
  ).json()
  return body.service_areas
}

/** The §7 footer answer counted from the tables, as the first build would make it. */
async function counted(): Promise<Footer> {
  const { results } = await worker.db
    .prepare(
      `SELECT sa.state, sa.city, a.slug FROM service_areas sa
       JOIN affiliates a ON a.id = sa.affiliate_id WHERE a.status = 'approved'
       ORDER BY sa.state, sa.city_key, sa.is_primary DESC, a.business_name`,
    )
    .all<{ state: string; city: string; slug: string }>()
  const footer: Footer = {}
  for (const { state, city, slug } of results) {
    const slugs = ((footer[state] ??= {})[city] ??= [])
    if (!slugs.includes(slug)) slugs.push(slug)
  }
  return footer
}

async function stateCities(state: string) {
  const body: { cities: { city: string; slug: string }[] } = await (
    await worker.fetch(`/api/service_areas/footer/${state}`)
  ).json()
  return body.cities
}

const exec = (sql: string) => worker.db.prepare(sql).run()

describe('precomputed footer answers', () => {
  it('are read, once built, with one small statement', async () => {
    expect(await served()).toEqual(await counted())
    const again = await worker.fetch('/api/service_areas/footer')
    const { runs } = d1Use(again)
    expect(runs.map((r) => r.sql)).toEqual([expect.stringContaining('snapshot_generations')])
    await worker.fetch('/api/service_areas/footer/AZ')
    expect(d1Use(await worker.fetch('/api/service_areas/footer/AZ')).statements).toBe(1)
  })

  it('follow an area added, moved and removed through the API', async () => {
    const added = await postJson(
      worker,
      '/api/affiliates/jps/service_areas',
      { city: 'Boise', state: 'ID', zip: '83702' },
      bearer(jpsToken),
    )
    expect(added.status).toBe(201)
    expect(await served()).toEqual(await counted())
    expect(await stateCities('ID')).toEqual([{ city: 'Boise', slug: 'jps' }])
    const moved = await worker.fetch('/api/affiliates/jps/service_areas/boise-id', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...bearer(jpsToken) },
      body: JSON.stringify({ city: 'Helena', state: 'MT' }),
    })
    expect(moved.status).toBe(200)
    expect(await stateCities('ID')).toEqual([])
    expect(await stateCities('MT')).toEqual([{ city: 'Helena', slug: 'jps' }])
    const removed = await worker.fetch('/api/affiliates/jps/service_areas/helena-mt', {
      method: 'DELETE',
      headers: bearer(jpsToken),
    })
    expect(removed.status).toBe(200)
    expect(await stateCities('MT')).toEqual([])
    expect(await served()).toEqual(await counted())
  })

  it('follow a business renamed, re-slugged, unapproved and deleted', async () => {
    const before = await stateCities('AZ')
    expect(before).toContainEqual({ city: 'Phoenix', slug: 'jps' })
    await exec(`UPDATE affiliates SET slug = 'jps-renamed' WHERE slug = 'jps'`)
    expect(await stateCities('AZ')).toContainEqual({ city: 'Phoenix', slug: 'jps-renamed' })
    expect(await served()).toEqual(await counted())
    await exec(`UPDATE affiliates SET slug = 'jps' WHERE slug = 'jps-renamed'`)
    await exec(`UPDATE affiliates SET status = 'rejected' WHERE slug = 'jps'`)
    expect(await stateCities('AZ')).not.toContainEqual({ city: 'Phoenix', slug: 'jps' })
    expect(await served()).toEqual(await counted())
    await exec(`UPDATE affiliates SET status = 'approved' WHERE slug = 'jps'`)
    expect(await stateCities('AZ')).toEqual(before)
    await exec(`DELETE FROM affiliates WHERE slug = 'abc'`)
    expect(await served()).toEqual(await counted())
  })

  it('leave no answers of earlier generations in storage', async () => {
    await served()
    await stateCities('AZ')
    const [{ generation }] = (
      await worker.db
        .prepare(`SELECT generation FROM snapshot_generations WHERE name = 'footer'`)
        .all<{ generation: number }>()
    ).results as [{ generation: number }]
    // Old answers are deleted after the response, in the background.
    const deadline = Date.now() + 45_000
    let keys: string[] = []
    do {
      keys = (await worker.bucket.list({ prefix: 'snapshots/footer/' })).objects.map((o) => o.key)
      if (keys.every((k) => k.startsWith(`snapshots/footer/${generation}/`))) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    } while (Date.now() < deadline)
    expect(keys.sort()).toEqual([
      `snapshots/footer/${generation}/AZ.json`,
      `snapshots/footer/${generation}/all.json`,
    ])
  })

  it('refuses a code that is no US state with 400, storing nothing', async () => {
    const response = await worker.fetch('/api/service_areas/footer/ZZ')
    expect(response.status).toBe(400)
    const keys = (await worker.bucket.list({ prefix: 'snapshots/' })).objects.map((o) => o.key)
    expect(keys.some((k) => k.includes('ZZ'))).toBe(false)
  })
})
