import { areaKey } from '~/lib/service-area-schema'
import { stateName } from '~/lib/us-states'
import { areasQuery, serializeArea } from '../affiliates.server'
import { type Db } from '../db.server'

export type DashboardArea = ReturnType<typeof serializeArea> & { key: string }

/** The locations tab: every area grouped by state, the primary one, and what the URL opens. */
export async function loadLocationsTab(db: Db, affiliateId: number, url: URL) {
  const areas: DashboardArea[] = (await areasQuery(db, affiliateId)).map((a) => ({
    ...serializeArea(a),
    key: areaKey(a.city, a.state),
  }))
  const byState = new Map<string, DashboardArea[]>()
  for (const area of [...areas].sort((a, b) => a.city.localeCompare(b.city)))
    byState.set(area.state, [...(byState.get(area.state) ?? []), area])
  const groups = [...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => ({ state, name: stateName(state), areas: list }))
  const params = url.searchParams
  const find = (key: string | null) => areas.find((a) => a.key === key) ?? null
  const expanded = params.get('expanded')
  return {
    kind: 'locations' as const,
    primary: areas.find((a) => a.primary) ?? null,
    groups,
    editing: find(params.get('area')),
    removing: find(params.get('remove')),
    adding: params.get('add') === '1',
    expanded: expanded === 'none' ? ('none' as const) : ('all' as const),
  }
}

export type LocationsTabData = Awaited<ReturnType<typeof loadLocationsTab>>
