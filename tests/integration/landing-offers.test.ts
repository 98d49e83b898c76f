import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 24: a detailer's hero line and Our Services tiles say what that business offers.

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const TILES = [
  'Auto Detailing',
  'Marine Detailing',
  'RV Detailing',
  'Ceramic Coating',
  'Paint Correction',
  'Paint Protection Film',
]

async function landing(slug: string) {
  const html = await (await worker.fetch(`/${slug}`)).text()
  const services = html.slice(html.indexOf('id="services"'))
  const tiles = TILES.filter((title) =>
    services.slice(0, services.indexOf('</section>')).includes(`>${title}</span>`),
  )
  const hero = /We come to you[^<]*(?:<!-- -->[^<]*)*/.exec(html)?.[0].replaceAll('<!-- -->', '')
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
  return { hero, tiles, description }
}

const run = (sql: string, ...params: unknown[]) =>
  worker.db
    .prepare(sql)
    .bind(...params)
    .run()

describe('what a detailer says it offers', () => {
  it('before it has services, the hero and tiles come from the categories it applied with', async () => {
    await run(
      "DELETE FROM services WHERE affiliate_id = (SELECT id FROM affiliates WHERE slug = 'fresh-start')",
    )
    await run(
      `UPDATE affiliates SET categories = '["Ceramic Coating","Boat Detailing"]' WHERE slug = 'fresh-start'`,
    )
    const { hero, tiles, description } = await landing('fresh-start')
    expect(hero).toMatch(/: boat detailing and ceramic coating\.$/)
    expect(tiles).toEqual(['Marine Detailing', 'Ceramic Coating'])
    expect(description).toContain(': boat detailing and ceramic coating. Book online')
  })

  it('once it has services, they decide: an RV wash and a car coating make RV detailing and ceramic coating', async () => {
    await run(
      `INSERT INTO services (affiliate_id, vehicle_id, service_category_id, name)
       SELECT id, 3, 2, 'RV Wash' FROM affiliates WHERE slug = 'fresh-start'
       UNION ALL SELECT id, 1, 4, 'Ceramic Shield' FROM affiliates WHERE slug = 'fresh-start'`,
    )
    const { hero, tiles } = await landing('fresh-start')
    expect(hero).toMatch(/: RV detailing and ceramic coating\.$/)
    expect(tiles).toEqual(['RV Detailing', 'Ceramic Coating'])
  })

  it('a business offering everything lists all six and says so in one sentence', async () => {
    await run(
      `INSERT INTO services (affiliate_id, vehicle_id, service_category_id, name)
       SELECT id, v, c, 'Service ' || v || c FROM affiliates,
         (SELECT 1 AS v, 1 AS c UNION ALL SELECT 4, 2 UNION ALL SELECT 2, 5 UNION ALL SELECT 1, 6)
       WHERE slug = 'fresh-start'`,
    )
    const { hero, tiles } = await landing('fresh-start')
    expect(hero).toMatch(
      /: auto, boat and RV detailing, ceramic coating, paint correction and paint protection film\.$/,
    )
    expect(tiles).toEqual(TILES)
  })

  it('the marketplace home keeps all six tiles', async () => {
    expect((await landing('')).tiles).toEqual(TILES)
  })
})
