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
