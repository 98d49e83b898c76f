import { describe, expect, it } from 'vitest'
import { pickEquivalent } from '~/lib/booking/equivalent'
import { initialSelection, offeredVehicles } from '~/lib/booking/packages'
import {
  clampIndex,
  EMPTY_SELECTION,
  selectionFromSearch,
  selectionReducer,
  selectionSearch,
} from '~/lib/booking/selection'
import { type PackagesByVehicle } from '~/lib/booking/types'
import { categoriesFor, PACKAGE_VEHICLE_IDS } from '~/lib/booking/vehicles'
import { CATEGORIES, VEHICLES } from '~/lib/service-schema'

const car = { serviceId: 1, tierId: 2 }

describe('booking selection (spec §4)', () => {
  it('selects a vehicle, then clears everything when the same vehicle is chosen again', () => {
    let state = selectionReducer(EMPTY_SELECTION, { type: 'vehicle', vehicle: 'car' })
    state = selectionReducer(state, { type: 'tier', choice: car })
    state = selectionReducer(state, { type: 'carousel', serviceId: 1, index: 2, count: 3 })
    expect(state).toEqual({ vehicle: 'car', choice: car, addons: [], carousel: { 1: 2 } })
    expect(selectionReducer(state, { type: 'vehicle', vehicle: 'car' })).toEqual(EMPTY_SELECTION)
  })

  it('clears the tier when another vehicle is chosen', () => {
    const state = { vehicle: 'car' as const, choice: car, addons: [21], carousel: {} }
    expect(selectionReducer(state, { type: 'vehicle', vehicle: 'suv' })).toMatchObject({
      vehicle: 'suv',
      choice: null,
      addons: [],
    })
  })

  it('keeps one tier overall; choosing the selected tier deselects it', () => {
    let state = selectionReducer(EMPTY_SELECTION, { type: 'vehicle', vehicle: 'car' })
    state = selectionReducer(state, { type: 'tier', choice: car })
    state = selectionReducer(state, { type: 'tier', choice: { serviceId: 3, tierId: 7 } })
    expect(state.choice).toEqual({ serviceId: 3, tierId: 7 })
    state = selectionReducer(state, { type: 'tier', choice: { serviceId: 3, tierId: 7 } })
    expect(state.choice).toBeNull()
  })

  it('adds any add-ons next to the package, and choosing an added one again takes it out', () => {
    let state = selectionReducer(EMPTY_SELECTION, { type: 'vehicle', vehicle: 'car' })
    state = selectionReducer(state, { type: 'tier', choice: car })
    state = selectionReducer(state, { type: 'addon', tierId: 21 })
    state = selectionReducer(state, { type: 'addon', tierId: 22 })
    expect(state).toMatchObject({ choice: car, addons: [21, 22] })
    state = selectionReducer(state, { type: 'addon', tierId: 21 })
    expect(state).toMatchObject({ choice: car, addons: [22] })
  })

  it('stops the carousel at 0 and at the last tier', () => {
    expect(clampIndex(-1, 3)).toBe(0)
    expect(clampIndex(3, 3)).toBe(2)
    expect(clampIndex(1, 3)).toBe(1)
    expect(clampIndex(5, 0)).toBe(0)
  })

  it('reads and writes the selection in the query string', () => {
    expect(selectionFromSearch(new URLSearchParams('vehicle=suv&service=5&tier=12'))).toEqual({
      vehicle: 'suv',
      choice: { serviceId: 5, tierId: 12 },
      addons: [],
    })
    expect(selectionFromSearch(new URLSearchParams('vehicle=tank&service=5&tier=12'))).toEqual({
      vehicle: null,
      choice: null,
      addons: [],
    })
    expect(
      selectionFromSearch(new URLSearchParams('vehicle=car&service=5&tier=12&addons=21,x,22,21'))
        .addons,
    ).toEqual([21, 22])
    expect(selectionSearch('car', { serviceId: 5, tierId: 12 }, [21, 22])).toBe(
      '?vehicle=car&service=5&tier=12&addons=21%2C22',
    )
    expect(
      selectionFromSearch(new URLSearchParams('vehicle=car&service=-1&tier=x')).choice,
    ).toBeNull()
    expect(selectionSearch('rv', { serviceId: 7, tierId: 17 })).toBe(
      '?vehicle=rv&service=7&tier=17',
    )
    expect(selectionSearch(null, car)).toBe('')
  })
})

const tier = (id: number, name: string, priceCents: number) => ({
  id,
  name,
  priceCents,
  duration: 60,
  features: [],
  popular: false,
})
const packages: PackagesByVehicle = {
  trucks: [
    {
      id: 'service-packages',
      name: 'Service Packages',
      color: 'blue',
      services: [
        {
          id: 5,
          name: 'Truck Detail',
          description: '',
          businessName: null,
          tiers: [tier(11, 'Essential', 17_900), tier(12, 'Premium', 28_900)],
        },
      ],
    },
  ],
}

describe('what a booking page offers and starts with', () => {
  it('offers all six types on the platform and only types with packages on an affiliate site', () => {
    expect(offeredVehicles('platform', {}).map((v) => v.id)).toEqual([
      'car',
      'truck',
      'suv',
      'boat',
      'rv',
      'motorcycle',
    ])
    expect(offeredVehicles('affiliate', packages).map((v) => v.id)).toEqual(['truck', 'suv'])
    expect(offeredVehicles('affiliate', {})).toEqual([])
  })

  it('starts from the query, on the chosen tier, and ignores what the site does not offer', () => {
    const offered = offeredVehicles('affiliate', packages)
    expect(
      initialSelection(new URLSearchParams('vehicle=suv&service=5&tier=12'), packages, offered),
    ).toEqual({
      vehicle: 'suv',
      choice: { serviceId: 5, tierId: 12 },
      addons: [],
      carousel: { 5: 1 },
    })
    expect(
      initialSelection(new URLSearchParams('vehicle=suv&service=5&tier=99'), packages, offered),
    ).toEqual({
      ...EMPTY_SELECTION,
      vehicle: 'suv',
    })
    expect(initialSelection(new URLSearchParams('vehicle=boat'), packages, offered)).toEqual(
      EMPTY_SELECTION,
    )
  })

  it('uses the spec §3 vehicle and category ids and the §9 category counts', () => {
    expect(PACKAGE_VEHICLE_IDS).toEqual({
      cars: VEHICLES.cars,
      trucks: VEHICLES.trucks,
      rvs: VEHICLES.rvs,
      boats: VEHICLES.boats,
      motorcycles: VEHICLES.motorcycles,
    })
    expect(categoriesFor('cars').map((c) => [c.id, c.dbId])).toEqual([
      ['service-packages', CATEGORIES['service-packages']],
      ['addons', CATEGORIES.addons],
      ['ceramic-coating', CATEGORIES['ceramic-coating']],
      ['paint-correction', CATEGORIES['paint-correction']],
    ])
    expect(categoriesFor('trucks')).toHaveLength(4)
    for (const v of ['rvs', 'boats', 'motorcycles'] as const) {
      expect(categoriesFor(v).map((c) => c.id)).toEqual(['service-packages', 'addons'])
    }
  })
})

describe("routing a platform request to the serving detailer's equivalent package", () => {
  const candidates = [
    {
      serviceId: 8,
      serviceName: 'Express Detail',
      tierId: 19,
      tierName: 'Express',
      priceCents: 9_900,
    },
    {
      serviceId: 8,
      serviceName: 'Express Detail',
      tierId: 20,
      tierName: 'Deluxe',
      priceCents: 17_900,
    },
    {
      serviceId: 9,
      serviceName: 'Signature Detail',
      tierId: 30,
      tierName: 'Premium',
      priceCents: 25_000,
    },
    {
      serviceId: 9,
      serviceName: 'Signature Detail',
      tierId: 31,
      tierName: 'Essential',
      priceCents: 15_000,
    },
  ]

  it('prefers the same service and tier names', () => {
    expect(
      pickEquivalent(
        { serviceName: 'signature detail', tierName: 'PREMIUM', priceCents: 1 },
        candidates,
      )?.tierId,
    ).toBe(30)
  })

  it('otherwise takes the first service and the tier closest in price, the cheaper on a tie', () => {
    expect(
      pickEquivalent({ serviceName: 'Other', tierName: 'Showroom', priceCents: 24_900 }, candidates)
        ?.tierId,
    ).toBe(20)
    expect(
      pickEquivalent({ serviceName: 'Other', tierName: 'X', priceCents: 13_900 }, candidates)
        ?.tierId,
    ).toBe(19)
    expect(
      pickEquivalent(
        { serviceName: 'Signature Detail', tierName: 'X', priceCents: 20_000 },
        candidates,
      )?.tierId,
    ).toBe(31)
  })

  it('finds nothing without candidates', () => {
    expect(pickEquivalent({ serviceName: 'A', tierName: 'B', priceCents: 1 }, [])).toBeNull()
  })
})
