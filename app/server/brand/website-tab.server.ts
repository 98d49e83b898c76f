import { type AppLoadContext } from '@remix-run/cloudflare'
import { type Tenant } from '../tenant.server'
import { applicationPhotos, loadBrand } from './brand.server'

/** The Website tab: the brand as stored, and the application's photos not yet in the gallery. */
export async function loadWebsiteTab(context: AppLoadContext, tenant: Tenant) {
  const [brand, offered] = await Promise.all([
    loadBrand(context.db, tenant.id),
    applicationPhotos(context.db, tenant.id),
  ])
  const inGallery = new Set(brand.gallery.map((p) => p.url))
  return {
    kind: 'website' as const,
    businessName: tenant.businessName,
    logoUrl: tenant.logoUrl,
    ...brand,
    applicationPhotos: offered.filter((url) => !inGallery.has(url)),
  }
}

export type WebsiteTabData = Awaited<ReturnType<typeof loadWebsiteTab>>
