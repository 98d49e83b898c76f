import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, asc, eq, type SQL } from 'drizzle-orm'
import { type Chrome, PLATFORM_NAME } from '~/lib/chrome'
import { couldBeSlug } from '~/lib/slug'
import { socialLinks } from '~/lib/social'
import { type Db, schema } from '../db.server'
import { platformConfigQuery, toPlatformConfig } from '../platform.server'
import {
  footerStatesQuery,
  stateCitiesQuery,
  toFooterCities,
  toFooterStates,
} from './footer.server'

const { affiliates, serviceAreas } = schema

function affiliateAreasQuery(db: Db, tenant: SQL) {
  return (
    db
      .select({
        city: serviceAreas.city,
        state: serviceAreas.state,
        zip: serviceAreas.zip,
        primary: serviceAreas.isPrimary,
      })
      .from(serviceAreas)
      .innerJoin(affiliates, eq(affiliates.id, serviceAreas.affiliateId))
      .where(and(tenant, eq(affiliates.status, 'approved')))
      // The (business, state, city) index gives this order; the primary is moved first in code.
      .orderBy(asc(serviceAreas.affiliateId), asc(serviceAreas.state), asc(serviceAreas.cityKey))
  )
}

type AreaRow = Awaited<ReturnType<typeof affiliateAreasQuery>>[number]
const primaryFirst = (rows: AreaRow[]) => [
  ...rows.filter((r) => r.primary),
  ...rows.filter((r) => !r.primary),
]

/** `?areas=TX` opens that state's cities in the platform footer (the no-JavaScript path). */
export function openStateParam(request: Request): string | null {
  const code = new URL(request.url).searchParams.get('areas')
  return code && /^[A-Z]{2}$/.test(code) ? code : null
}

/**
 * Loads the chrome for the site the request addresses, from the host and the path's slug alone,
 * so it runs alongside the tenant lookup instead of after it: one D1 round trip. Null when the
 * data could not be read; the footer then says 'Under Construction' (spec §2).
 */
export async function loadChrome(
  context: Pick<AppLoadContext, 'db' | 'host'>,
  slug: string | undefined,
  openState: string | null = null,
): Promise<Chrome | null> {
  const { db, host } = context
  try {
    // A slug that can never exist is a 'Page Not Found', which wears the platform's chrome.
    if (host.kind === 'custom' || (host.kind === 'platform' && slug && couldBeSlug(slug))) {
      const tenant =
        host.kind === 'custom' ? eq(affiliates.id, host.tenant.id) : eq(affiliates.slug, slug ?? '')
      const [areas] = await db.batch([affiliateAreasQuery(db, tenant)])
      return { kind: 'affiliate', areas: primaryFirst(areas) }
    }
    // The footer reads one row per state, never every area (decision 015).
    const [configRows, stateRows, cityRows] = await db.batch([
      platformConfigQuery(db),
      footerStatesQuery(db),
      stateCitiesQuery(db, openState ?? ''),
    ])
    const config = toPlatformConfig(configRows[0])
    return {
      kind: 'platform',
      name: config.headerDisplay ?? PLATFORM_NAME,
      phone: config.phone,
      email: config.email,
      logoUrl: config.logoUrl,
      socials: socialLinks(config),
      states: toFooterStates(stateRows),
      openState: openState ? { code: openState, cities: toFooterCities(cityRows) } : null,
    }
  } catch (error) {
    console.error('Site chrome failed to load', error)
    return null
  }
}
