import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, asc, desc, eq, type SQL } from 'drizzle-orm'
import { type Chrome, PLATFORM_NAME } from '~/lib/chrome'
import { couldBeSlug } from '~/lib/slug'
import { socialLinks } from '~/lib/social'
import { type Db, schema } from '../db.server'
import { platformConfigQuery, toPlatformConfig } from '../platform.server'
import { footerAreasQuery, groupFooterAreas } from '../service-areas.server'

const { affiliates, serviceAreas } = schema

function affiliateAreasQuery(db: Db, tenant: SQL) {
  return db
    .select({
      city: serviceAreas.city,
      state: serviceAreas.state,
      zip: serviceAreas.zip,
      primary: serviceAreas.isPrimary,
    })
    .from(serviceAreas)
    .innerJoin(affiliates, eq(affiliates.id, serviceAreas.affiliateId))
    .where(and(tenant, eq(affiliates.status, 'approved')))
    .orderBy(desc(serviceAreas.isPrimary), asc(serviceAreas.state), asc(serviceAreas.cityKey))
}

/**
 * Loads the chrome for the site the request addresses, from the host and the path's slug alone,
 * so it runs alongside the tenant lookup instead of after it: one D1 round trip. Null when the
 * data could not be read; the footer then says 'Under Construction' (spec §2).
 */
export async function loadChrome(
  context: Pick<AppLoadContext, 'db' | 'host'>,
  slug: string | undefined,
): Promise<Chrome | null> {
  const { db, host } = context
  try {
    // A slug that can never exist is a 'Page Not Found', which wears the platform's chrome.
    if (host.kind === 'custom' || (host.kind === 'platform' && slug && couldBeSlug(slug))) {
      const tenant =
        host.kind === 'custom' ? eq(affiliates.id, host.tenant.id) : eq(affiliates.slug, slug ?? '')
      return { kind: 'affiliate', areas: await affiliateAreasQuery(db, tenant) }
    }
    const [configRows, areaRows] = await db.batch([platformConfigQuery(db), footerAreasQuery(db)])
    const config = toPlatformConfig(configRows[0])
    return {
      kind: 'platform',
      name: config.headerDisplay ?? PLATFORM_NAME,
      phone: config.phone,
      email: config.email,
      logoUrl: config.logoUrl,
      socials: socialLinks(config),
      stateAreas: groupFooterAreas(areaRows),
    }
  } catch (error) {
    console.error('Site chrome failed to load', error)
    return null
  }
}
