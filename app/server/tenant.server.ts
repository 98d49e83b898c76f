import { and, eq, sql } from 'drizzle-orm'
import { offeredTiles } from '../lib/offers'
import { couldBeSlug } from '../lib/slug'
import { type Site, type Tenant } from '../lib/site'
import { type Db, schema } from './db.server'

const { affiliates, customHostnames } = schema

export type { Tenant }

export type HostSite =
  | { kind: 'platform' }
  | { kind: 'custom'; hostname: string; tenant: Tenant }
  | { kind: 'unknown'; hostname: string }

const tenantColumns = {
  id: affiliates.id,
  slug: sql<string>`${affiliates.slug}`,
  businessName: affiliates.businessName,
  phone: sql<string | null>`coalesce(${affiliates.businessPhone}, ${affiliates.phone})`,
  email: sql<string | null>`coalesce(${affiliates.businessEmail}, ${affiliates.email})`,
  logoUrl: affiliates.logoUrl,
  facebookUrl: affiliates.facebookUrl,
  instagramUrl: affiliates.instagramUrl,
  tiktokUrl: affiliates.tiktokUrl,
  youtubeUrl: affiliates.youtubeUrl,
  websiteUrl: affiliates.websiteUrl,
  createdAt: affiliates.createdAt,
  liveAt: affiliates.liveAt,
  // Only a hostname that serves (both statuses active) is the site's canonical home: the first
  // entry of the business's range of custom_hostnames_affiliate_idx (issue 43).
  customHostname: sql<
    string | null
  >`(select min(custom_hostnames.hostname) from custom_hostnames where custom_hostnames.affiliate_id = affiliates.id and custom_hostnames.hostname_status = 'active' and custom_hostnames.ssl_status = 'active')`,
  brandColor: sql<
    string | null
  >`(select b.brand_color from affiliate_brands b where b.affiliate_id = affiliates.id)`,
  // What the site says it offers comes from these (read from the services index alone).
  // Written out: drizzle leaves columns unqualified in a one-table select, which would
  // compare services.id here.
  servicePairs: sql<
    string | null
  >`(select group_concat(p) from (select s.vehicle_id || ':' || s.service_category_id as p from services s where s.affiliate_id = affiliates.id group by s.vehicle_id, s.service_category_id))`,
  categories: affiliates.categories,
}

type TenantRow = Omit<Tenant, 'offers'> & { servicePairs: string | null; categories: string[] }

function toTenant({ servicePairs, categories, ...row }: TenantRow): Tenant {
  return { ...row, offers: offeredTiles(servicePairs, categories) }
}

export function normalizeHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '')
}

export function platformHosts(env: Pick<Env, 'PLATFORM_HOSTS'>): Set<string> {
  return new Set(
    (env.PLATFORM_HOSTS ?? '')
      .split(',')
      .map((h) => normalizeHostname(h))
      .filter(Boolean),
  )
}

export async function resolveHost(
  db: Db,
  env: Pick<Env, 'PLATFORM_HOSTS'>,
  rawHostname: string,
): Promise<HostSite> {
  const hostname = normalizeHostname(rawHostname)
  if (platformHosts(env).has(hostname)) return { kind: 'platform' }
  const [tenant] = await db
    .select(tenantColumns)
    .from(customHostnames)
    .innerJoin(affiliates, eq(affiliates.id, customHostnames.affiliateId))
    .where(
      and(
        eq(customHostnames.hostname, hostname),
        eq(affiliates.status, 'approved'),
        // A self-serve domain is served only once Cloudflare has verified it and issued its
        // certificate (decision 031).
        eq(customHostnames.hostnameStatus, 'active'),
        eq(customHostnames.sslStatus, 'active'),
      ),
    )
    .limit(1)
  return tenant
    ? { kind: 'custom', hostname, tenant: toTenant(tenant) }
    : { kind: 'unknown', hostname }
}

export async function findTenantBySlug(db: Db, slug: string): Promise<Tenant | null> {
  if (!couldBeSlug(slug)) return null
  // A batch of one, so it joins the page's other reads in one round trip (d1-coalesce).
  const [[tenant]] = await db.batch([
    db
      .select(tenantColumns)
      .from(affiliates)
      .where(and(eq(affiliates.slug, slug), eq(affiliates.status, 'approved')))
      .limit(1),
  ])
  return tenant ? toTenant(tenant) : null
}

interface TenantLookupContext {
  db: Db
  host: HostSite
  tenantsBySlug: Map<string, Promise<Tenant | null>>
}

/**
 * Which site a page belongs to. On a platform host, a slug segment selects the affiliate; on a
 * custom hostname the whole host is that affiliate's site and slug-prefixed paths do not exist.
 * Returns null where the page must be 'Page Not Found'.
 */
export async function lookupSite(
  context: TenantLookupContext,
  slug: string | undefined,
): Promise<Site | null> {
  const { host } = context
  if (host.kind === 'unknown') return null
  if (host.kind === 'custom') {
    return slug === undefined ? { mode: 'affiliate', tenant: host.tenant, basePath: '' } : null
  }
  if (slug === undefined) return { mode: 'platform' }
  let pending = context.tenantsBySlug.get(slug)
  if (!pending) {
    pending = findTenantBySlug(context.db, slug)
    context.tenantsBySlug.set(slug, pending)
  }
  const tenant = await pending
  return tenant ? { mode: 'affiliate', tenant, basePath: `/${tenant.slug}` } : null
}

export function notFound(): Response {
  return new Response('Page Not Found', { status: 404, statusText: 'Not Found' })
}

/** Page loaders call this first: the site for these params, or a 404 thrown to the boundary. */
export async function requireSite(
  context: TenantLookupContext,
  params: { slug?: string },
): Promise<Site> {
  const site = await lookupSite(context, params.slug)
  if (!site) throw notFound()
  return site
}
