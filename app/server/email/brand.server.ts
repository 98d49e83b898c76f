import { and, asc, eq } from 'drizzle-orm'
import { logoAt } from '~/lib/brand/logo-size'
import { formatPhone } from '~/lib/format'
import { type Db, schema } from '../db.server'
import { PLATFORM_NAME } from './headers.server'

const { affiliates, customHostnames } = schema

/** Who a message speaks for, and where its links go. */
export interface Brand {
  name: string
  /** The marketplace itself: only its mail carries the platform's name as sender. */
  platform?: boolean
  /** Absolute URL of the site's home: the custom domain, or the marketplace plus /{slug}. */
  siteUrl: string
  /** An absolute link to `path` on that site (paths as on the marketplace, without the slug). */
  link(path: string): string
  phone: string | null
  email: string | null
  /** Absolute URL of the business's uploaded logo (Website tab), shown in the message's header. */
  logoUrl?: string | null
}

/** The marketplace's public origin; links are minted without a request, so it is configured. */
export function platformOrigin(env: Pick<Env, 'APP_ORIGIN' | 'PLATFORM_HOSTS'>): string {
  if (env.APP_ORIGIN) return env.APP_ORIGIN.replace(/\/+$/, '')
  const first = env.PLATFORM_HOSTS.split(',')[0]?.trim() || 'localhost'
  return `https://${first}`
}

export function platformBrand(env: Pick<Env, 'APP_ORIGIN' | 'PLATFORM_HOSTS'>): Brand {
  const origin = platformOrigin(env)
  return {
    name: PLATFORM_NAME,
    platform: true,
    siteUrl: `${origin}/`,
    link: (path) => `${origin}${path}`,
    phone: null,
    email: null,
  }
}

/**
 * A business's brand. Its custom hostname (when it has one) takes the links, keeping the
 * marketplace origin's scheme and port so local runs (http, :8787) produce working links.
 */
export async function affiliateBrand(
  db: Db,
  env: Pick<Env, 'APP_ORIGIN' | 'PLATFORM_HOSTS'>,
  affiliateId: number,
): Promise<Brand | null> {
  const [row] = await db
    .select({
      name: affiliates.businessName,
      slug: affiliates.slug,
      phone: affiliates.businessPhone,
      fallbackPhone: affiliates.phone,
      email: affiliates.businessEmail,
      fallbackEmail: affiliates.email,
      hostname: customHostnames.hostname,
      logoUrl: affiliates.logoUrl,
    })
    .from(affiliates)
    // Only a domain that is served (hostname and certificate active) takes the links.
    .leftJoin(
      customHostnames,
      and(
        eq(customHostnames.affiliateId, affiliates.id),
        eq(customHostnames.hostnameStatus, 'active'),
        eq(customHostnames.sslStatus, 'active'),
      ),
    )
    .where(eq(affiliates.id, affiliateId))
    .orderBy(asc(customHostnames.hostname))
    .limit(1)
  if (!row) return null
  const origin = new URL(platformOrigin(env))
  const base = row.hostname
    ? `${origin.protocol}//${row.hostname}${origin.port ? `:${origin.port}` : ''}`
    : `${origin.origin}${row.slug ? `/${row.slug}` : ''}`
  const phone = row.phone ?? row.fallbackPhone
  return {
    name: row.name,
    siteUrl: row.hostname ? `${base}/` : base,
    link: (path) => `${base}${path}`,
    phone: phone ? formatPhone(phone) : null,
    email: row.email ?? row.fallbackEmail,
    // Logos are stored paths (/uploads/logo/…), served from the marketplace origin.
    logoUrl: row.logoUrl?.startsWith('/')
      ? `${origin.origin}${logoAt(row.logoUrl, 'email')}`
      : null,
  }
}
