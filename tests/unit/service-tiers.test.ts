import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serviceSchema } from '~/lib/service-schema'
import { chunk, D1_MAX_PARAMS } from '~/server/d1-chunks.server'
import { matchTiers } from '~/server/services.server'

const body = (ids: unknown[]) => ({
  vehicle_id: 'cars',
  service_category_id: 3,
  name: 'Wash',
  tiers: ids.map((id, i) => ({ id, name: `Tier ${i}` })),
})

const tierIds = (ids: unknown[]) => serviceSchema.parse(body(ids)).tiers.map((t) => t.id)

describe('tier ids as clients send them', () => {
  it('reads numbers and numeric strings as saved ids, anything else as a new tier', () => {
    expect(
      tierIds([17, '18', ' 19 ', 'tier-1732390000-ab12', '', null, undefined, 0, -3, 1.5, '07']),
    ).toEqual([
      17,
      18,
      19,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it("refuses an id that is neither a number nor text with 'Tier id must be a number or text'", () => {
    const parsed = serviceSchema.safeParse(body([{ $gt: 0 }]))
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['tiers', 0, 'id'],
      message: 'Tier id must be a number or text',
    })
  })
})

describe('matching sent tiers to saved ones', () => {
  it('keeps a saved id once, in the order sent; repeats and strangers become new tiers', () => {
    const tiers = serviceSchema.parse(body([5, 5, 9, 'tier-x', 6])).tiers
    expect(matchTiers(tiers, new Set([5, 6, 7])).map((m) => [m.order, m.id])).toEqual([
      [0, 5],
      [1, null],
      [2, null],
      [3, null],
      [4, 6],
    ])
  })

  it('never claims an id that is not saved, nor one id twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 30 }), fc.string()), { maxLength: 20 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 })),
        (ids, saved) => {
          const tiers = serviceSchema.parse(body(ids.length ? ids : [1])).tiers
          const claimed = matchTiers(tiers, new Set(saved)).flatMap((m) =>
            m.id === null ? [] : [m.id],
          )
          expect(claimed.every((id) => saved.includes(id))).toBe(true)
          expect(new Set(claimed).size).toBe(claimed.length)
        },
      ),
    )
  })
})

describe('chunks for D1', () => {
  it('splits 20 tier rows of 8 parameters into statements of at most 100', () => {
    const groups = chunk(
      Array.from({ length: 20 }, (_, i) => i),
      Math.floor(D1_MAX_PARAMS / 8),
    )
    expect(groups.map((g) => g.length)).toEqual([12, 8])
    expect(groups.flat()).toEqual(Array.from({ length: 20 }, (_, i) => i))
  })
})
