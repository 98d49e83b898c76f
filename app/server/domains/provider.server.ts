import { type DnsRecord } from '~/lib/brand/types'
import { cloudflareProvider } from './cloudflare.server'
import { localProvider } from './local.server'

/** What the provider says about a custom hostname: its id, both statuses and the DNS records. */
export interface ProviderHostname {
  id: string
  hostname: string
  /** Ownership of the hostname: 'pending' until verified, then 'active' (or a failure state). */
  status: string
  /** The certificate: 'pending_validation', 'pending_issuance'… until 'active'. */
  sslStatus: string
  /** The TXT records to add (ownership, certificate validation); the CNAME is ours to add. */
  records: DnsRecord[]
}

export interface DomainProvider {
  name: 'cloudflare' | 'local'
  create(hostname: string): Promise<ProviderHostname>
  /** The hostname now; `known` is what we last stored (the local provider walks on from it). */
  get(
    id: string,
    known: { hostname: string; status: string; sslStatus: string },
  ): Promise<ProviderHostname | null>
  /** Removes it; a hostname the provider no longer has counts as removed. */
  remove(id: string): Promise<void>
}

export type DomainEnv = Pick<
  Env,
  'CF_API_TOKEN' | 'CF_ZONE_ID' | 'CF_API_BASE' | 'CUSTOM_DOMAIN_TARGET' | 'PLATFORM_HOSTS'
>

/** Cloudflare for SaaS when its token and zone are set; otherwise the local stand-in. */
export function domainProvider(env: DomainEnv): DomainProvider {
  if (env.CF_API_TOKEN && env.CF_ZONE_ID)
    return cloudflareProvider({
      token: env.CF_API_TOKEN,
      zoneId: env.CF_ZONE_ID,
      base: env.CF_API_BASE || 'https://api.cloudflare.com/client/v4',
    })
  return localProvider
}

export const DEFAULT_CNAME_TARGET = 'customers.mobiledetailhub.com'

/** Where the detailer's CNAME points (the SaaS zone's fallback origin). */
export function cnameTarget(env: Pick<Env, 'CUSTOM_DOMAIN_TARGET'>): string {
  return env.CUSTOM_DOMAIN_TARGET || DEFAULT_CNAME_TARGET
}

/** Both statuses active: only then is the hostname served. */
export const isLive = (row: { hostnameStatus: string; sslStatus: string }) =>
  row.hostnameStatus === 'active' && row.sslStatus === 'active'
