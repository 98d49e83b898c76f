import { NOT_SERVED_MESSAGE } from '~/lib/location-schema'
import { pickEquivalent } from '~/lib/booking/equivalent'
import { estimateCents } from '~/lib/booking/pricing'
import { type SelectionInput } from '~/lib/booking/request-schema'
import { type Site } from '~/lib/site'
import { type Db } from '../db.server'
import { lookupSlugs } from '../locations.server'
import {
  addonsQuery,
  areaQuery,
  areasOfQuery,
  candidatesQuery,
  type ChosenPackage,
  packageQuery,
  type PackageRow,
  type Place,
  toPackage,
} from './package.server'

export interface Quote {
  /** What will be booked: the chosen package, or its counterpart at the serving detailer. */
  package: ChosenPackage
  /** What the customer chose, when the platform had to route it to another detailer. */
  requested: ChosenPackage | null
  /** Add-ons booked with the package, from the same detailer; the estimate includes them. */
  addons: ChosenPackage[]
  area: { city: string; state: string; minimumCents: number; multiplier: number }
  estimateCents: number
}

export type QuoteOutcome =
  { ok: true; quote: Quote } | { ok: false; status: 400 | 404; errors: Record<string, string> }

export const PACKAGE_UNAVAILABLE =
  'This package is no longer available. Please go back and choose another one.'

type PackageCheck = { ok: true; package: ChosenPackage } | Extract<QuoteOutcome, { ok: false }>

/** Whether a looked-up package (packageQuery's row) may be booked on this site. */
export function checkSitePackage(
  site: Site,
  selection: SelectionInput,
  row: PackageRow | undefined,
): PackageCheck {
  if (!row) return { ok: false, status: 404, errors: { form: PACKAGE_UNAVAILABLE } }
  if (site.mode === 'affiliate' && row.affiliateId !== site.tenant.id) {
    const message = `This package isn't offered by ${site.tenant.businessName}. Please choose one of its packages.`
    return { ok: false, status: 400, errors: { form: message } }
  }
  return { ok: true, package: toPackage(selection.vehicle, row) }
}

/** The chosen package if it is bookable on this site; a 404/400 outcome otherwise. */
export async function findSitePackage(
  db: Db,
  site: Site,
  selection: SelectionInput,
): Promise<PackageCheck> {
  const [row] = await packageQuery(db, selection)
  return checkSitePackage(site, selection, row)
}

export const ADDON_UNAVAILABLE =
  'One of the add-ons is no longer available. Please go back and choose your add-ons again.'

type AddonsCheck = { ok: true; addons: ChosenPackage[] } | Extract<QuoteOutcome, { ok: false }>

/** The chosen add-on tiers, in the order chosen, if each is bookable from the package's detailer. */
export async function findAddons(
  db: Db,
  pkg: ChosenPackage,
  tierIds: readonly number[],
): Promise<AddonsCheck> {
  if (tierIds.length === 0) return { ok: true, addons: [] }
  const rows = await addonsQuery(db, pkg.vehicle, tierIds)
  const addons = tierIds.map((id) => rows.find((r) => r.tierId === id))
  const found = addons.filter((r): r is PackageRow => r?.affiliateId === pkg.affiliateId)
  if (found.length !== tierIds.length) {
    return { ok: false, status: 400, errors: { form: ADDON_UNAVAILABLE } }
  }
  return { ok: true, addons: found.map((row) => toPackage(pkg.vehicle, row)) }
}

/** The request form's data: the package with its add-ons and, on an affiliate's site, its areas. */
export async function loadRequestPage(
  db: Db,
  site: Site,
  selection: SelectionInput,
  addonIds: readonly number[] = [],
) {
  let check: PackageCheck
  let areas: { city: string; state: string }[] = []
  if (site.mode === 'platform') {
    check = await findSitePackage(db, site, selection)
  } else {
    const [rows, siteAreas] = await db.batch([
      packageQuery(db, selection),
      areasOfQuery(db, site.tenant.id),
    ])
    check = checkSitePackage(site, selection, rows[0])
    areas = siteAreas
  }
  if (!check.ok) return { check, addons: [], areas }
  const addons = await findAddons(db, check.package, addonIds)
  return addons.ok ? { check, addons: addons.addons, areas } : { check: addons, addons: [], areas }
}

const notServed = (): QuoteOutcome => ({
  ok: false,
  status: 400,
  errors: { city: NOT_SERVED_MESSAGE },
})

/**
 * Prices a package for a place, entirely from D1. On an affiliate's site the place must be in
 * its service areas. On the platform the place decides the detailer (lookupSlugs): the chosen
 * package's own detailer when it serves the place, else the first detailer serving it, with its
 * closest equivalent package.
 */
export async function quoteFor(
  db: Db,
  site: Site,
  chosen: ChosenPackage,
  place: Place,
  addons: readonly ChosenPackage[] = [],
): Promise<QuoteOutcome> {
  let slug = chosen.affiliateSlug
  if (site.mode === 'platform') {
    const slugs = await lookupSlugs(db, place)
    const first = slugs[0]
    if (!first) return notServed()
    if (!slugs.includes(chosen.affiliateSlug)) slug = first
  }
  if (slug === chosen.affiliateSlug) {
    const [area] = await areaQuery(db, slug, place)
    return area ? priced(chosen, null, area, addons) : notServed()
  }
  const [areas, candidates] = await db.batch([
    areaQuery(db, slug, place),
    candidatesQuery(db, slug, chosen.vehicle, chosen.categoryName),
  ])
  const area = areas[0]
  if (!area) return notServed()
  const match = pickEquivalent(chosen, candidates)
  const row = match && candidates.find((c) => c.tierId === match.tierId)
  if (!row) {
    const message = `${area.businessName} serves ${area.city}, but doesn't offer ${chosen.categoryName.toLowerCase()} for this vehicle. Please choose another package.`
    return { ok: false, status: 400, errors: { city: message } }
  }
  const served = await servedAddons(db, slug, chosen.vehicle, addons)
  if (!served.ok) {
    const message = `${area.businessName} serves ${area.city}, but doesn't offer the add-on “${served.missing}”. Please remove it and try again.`
    return { ok: false, status: 400, errors: { city: message } }
  }
  return priced(toPackage(chosen.vehicle, row), chosen, area, served.addons)
}

/**
 * The serving detailer's own add-ons for those chosen elsewhere: only the same service (by name)
 * counts, with its tier of the same name or closest price; an add-on it lacks is named.
 */
async function servedAddons(
  db: Db,
  slug: string,
  vehicle: ChosenPackage['vehicle'],
  addons: readonly ChosenPackage[],
): Promise<{ ok: true; addons: ChosenPackage[] } | { ok: false; missing: string }> {
  if (addons.length === 0) return { ok: true, addons: [] }
  const candidates = await candidatesQuery(db, slug, vehicle, addons[0]?.categoryName ?? '')
  const served: ChosenPackage[] = []
  for (const addon of addons) {
    const sameService = candidates.filter(
      (c) => c.serviceName.trim().toLowerCase() === addon.serviceName.trim().toLowerCase(),
    )
    const match = pickEquivalent(addon, sameService)
    const row = match && sameService.find((c) => c.tierId === match.tierId)
    if (!row) return { ok: false, missing: addon.serviceName }
    served.push(toPackage(vehicle, row))
  }
  return { ok: true, addons: served }
}

function priced(
  pkg: ChosenPackage,
  requested: ChosenPackage | null,
  area: Quote['area'],
  addons: readonly ChosenPackage[],
): QuoteOutcome {
  // The area's rate and minimum apply to the whole visit: the package and its add-ons together.
  const estimate = estimateCents({
    priceCents: pkg.priceCents + addons.reduce((sum, a) => sum + a.priceCents, 0),
    minimumCents: area.minimumCents,
    multiplier: area.multiplier,
  })
  const { city, state, minimumCents, multiplier } = area
  return {
    ok: true,
    quote: {
      package: pkg,
      requested,
      addons: [...addons],
      area: { city, state, minimumCents, multiplier },
      estimateCents: estimate,
    },
  }
}
