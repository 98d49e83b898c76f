import { type AppLoadContext } from '@remix-run/cloudflare'
import { type Tenant } from '../tenant.server'
import { CLAIMED, domainLost, LOST } from '../domains/claims.server'
import { findDomain } from '../domains/domains.server'
import { cnameTarget, isLive } from '../domains/provider.server'
import { applicationPhotos, loadBrand } from './brand.server'

/** The Website tab: the brand as stored, and the application's photos not yet in the gallery. */
export async function loadWebsiteTab(context: AppLoadContext, tenant: Tenant) {
  const [brand, offered, domain] = await Promise.all([
    loadBrand(context.db, tenant.id),
    applicationPhotos(context.db, tenant.id),
    findDomain(context.db, tenant.id),
  ])
  const inGallery = new Set(brand.gallery.map((p) => p.url))
  return {
    kind: 'website' as const,
    businessName: tenant.businessName,
    logoUrl: tenant.logoUrl,
    ...brand,
    applicationPhotos: offered.filter((url) => !inGallery.has(url)),
    domain: domain && {
      hostname: domain.hostname,
      hostnameStatus: domain.hostnameStatus,
      sslStatus: domain.sslStatus,
      records: domain.dnsRecords,
      checkedAt: domain.checkedAt,
      live: isLive(domain),
      // Still to prove it owns the hostname; or beaten to it by another business's claim.
      claimed: domain.hostnameStatus === CLAIMED,
      lost: domain.hostnameStatus === LOST ? domainLost(domain.hostname) : null,
    },
    cnameTarget: cnameTarget(context.env),
  }
}

export type WebsiteTabData = Awaited<ReturnType<typeof loadWebsiteTab>>
