import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker({ seed: false })
})
afterAll(() => worker.dispose())

async function rows<T>(sql: string): Promise<T[]> {
  return (await worker.db.prepare(sql).all<T>()).results
}

describe('migrations', () => {
  it('carry the vehicle and category ids of spec §3', async () => {
    expect(await rows('SELECT id, slug FROM vehicles ORDER BY id')).toEqual([
      { id: 1, slug: 'cars' },
      { id: 2, slug: 'trucks' },
      { id: 3, slug: 'rvs' },
      { id: 4, slug: 'boats' },
      { id: 5, slug: 'motorcycles' },
      { id: 6, slug: 'offroad' },
      { id: 7, slug: 'other' },
    ])
    expect(await rows('SELECT id, slug FROM service_categories ORDER BY id')).toEqual([
      { id: 1, slug: 'interior' },
      { id: 2, slug: 'exterior' },
      { id: 3, slug: 'service-packages' },
      { id: 4, slug: 'ceramic-coating' },
      { id: 5, slug: 'paint-correction' },
      { id: 6, slug: 'paint-protection-film' },
      { id: 7, slug: 'addons' },
    ])
  })

  it('index the columns lookups filter on', async () => {
    const indexes = (
      await rows<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'index'")
    ).map((r) => r.name)
    expect(indexes).toEqual(
      expect.arrayContaining([
        'service_areas_state_city_idx',
        'service_areas_zip_idx',
        'service_areas_affiliate_city_state_unique',
        'affiliates_slug_unique',
        'custom_hostnames_affiliate_idx',
        'custom_hostnames_unsettled_idx',
        'custom_hostnames_hostname_affiliate_unique',
        'custom_hostnames_owner_unique',
        'services_affiliate_vehicle_category_idx',
        'reviews_type_status_idx',
        'review_votes_review_voter_unique',
        'login_attempts_key_time_idx',
      ]),
    )
  })

  it("end with one no-overlap update trigger carrying both holds' proof rule and the deposit's renewed hold", async () => {
    const triggers = await rows<{ name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'booking_requests' AND name LIKE '%no_overlap%'",
    )
    const update = triggers.find((t) => t.name === 'booking_requests_no_overlap_update')?.sql ?? ''
    const flat = update.replace(/\s+/g, ' ')
    // hold_until is watched: proof (0026) and a paid deposit (0027) hold by setting it alone.
    expect(flat).toContain('BEFORE UPDATE OF status, start_at, end_at, affiliate_id, overlap_allowed, hold_until')
    // 0026: setting a hold, or renewing a lapsed one, meets the count.
    expect(flat).toContain("NOT coalesce(old.hold_until > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 0)")
    // 0027: any change of a pending request's hold (a checkout's hold made the full one) too.
    expect(flat).toContain("old.hold_until IS NOT new.hold_until AND (new.status = 'pending'")
    expect(triggers.map((t) => t.name).sort()).toEqual([
      'booking_requests_no_overlap_insert',
      'booking_requests_no_overlap_update',
    ])
  })

  it('refuse a second service area with the same city and state for one affiliate', async () => {
    await worker.db.batch([
      worker.db.prepare(
        "INSERT INTO affiliates (id, business_name, owner, email, base_city, base_state) VALUES (1, 'A', 'O', 'a@x.test', 'Austin', 'TX')",
      ),
      worker.db.prepare(
        "INSERT INTO service_areas (affiliate_id, city, city_key, state) VALUES (1, 'Austin', 'austin', 'TX')",
      ),
    ])
    await expect(
      worker.db
        .prepare(
          "INSERT INTO service_areas (affiliate_id, city, city_key, state) VALUES (1, 'AUSTIN', 'austin', 'TX')",
        )
        .run(),
    ).rejects.toThrow(/UNIQUE/)
  })
})
