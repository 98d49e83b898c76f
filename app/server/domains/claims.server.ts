import { and, eq, isNull, not, sql } from 'drizzle-orm'
import { type DnsRecord } from '~/lib/brand/types'
import { type Db, schema } from '../db.server'
import { challengeFound, challengeRecord, type ChallengeEnv } from './challenge.server'
import {
  cnameTarget,
  type DomainEnv,
  domainProvider,
  type ProviderHostname,
} from './provider.server'

// Claims on a hostname (issue 37). Any number of businesses may claim one hostname; each claim
// has its own TXT record to publish. The first claim whose record is found owns the hostname, in
// one batch that also marks every other claim on it lost, and only then is the hostname
// registered at the provider (Cloudflare for SaaS holds one registration per hostname).

const { customHostnames } = schema

/** The claim's own statuses; any other status belongs to the hostname's owner. */
export const CLAIMED = 'claimed'
export const LOST = 'lost'

/** What the Website tab says of a claim another business's claim beat. */
export const domainLost = (hostname: string) =>
  `Another business proved it owns ${hostname} first, so your claim on it was dropped. If the domain is yours, ask whoever runs its DNS who added the other record, then add it again.`

export interface ClaimRow {
  id: number
  hostname: string
  providerId: string | null
  hostnameStatus: string
  challengeToken: string | null
}

/** What the detailer adds at its DNS provider: the CNAME to us, the claim's TXT, the provider's. */
export function dnsRecords(
  env: DomainEnv,
  hostname: string,
  token: string | null,
  registered?: ProviderHostname,
): DnsRecord[] {
  return [
    { type: 'CNAME', name: hostname, value: cnameTarget(env) },
    ...(token ? [challengeRecord(hostname, token)] : []),
    ...(registered?.records ?? []),
  ]
}

/** Some row of the hostname is past the claim stage (written out: it is read inside an UPDATE). */
const ownerExists = (hostname: string) =>
  sql`exists (select 1 from custom_hostnames o where o.hostname = ${hostname} and o.hostname_status not in ('claimed', 'lost'))`

/**
 * Looks for the claim's TXT record; found, the claim takes the hostname unless another already
 * did, and the other claims on it are lost. True when the claim's status changed.
 */
export async function proveClaim(env: ChallengeEnv, db: Db, row: ClaimRow): Promise<boolean> {
  if (!row.challengeToken) return false
  const checkedAt = new Date().toISOString()
  const byId = eq(customHostnames.id, row.id)
  if (!(await challengeFound(env, row.hostname, row.challengeToken))) {
    await db.update(customHostnames).set({ checkedAt }).where(byId)
    return false
  }
  const claimed = eq(customHostnames.hostnameStatus, CLAIMED)
  const loseOthers = db
    .update(customHostnames)
    .set({ hostnameStatus: LOST, checkedAt })
    .where(and(eq(customHostnames.hostname, row.hostname), claimed, ownerExists(row.hostname)))
  try {
    await db.batch([
      db
        .update(customHostnames)
        .set({ hostnameStatus: 'pending', checkedAt })
        .where(and(byId, claimed, not(ownerExists(row.hostname)))),
      loseOthers,
    ])
  } catch (error) {
    // The owner index refused a second owner (two batches at one instant): this claim lost.
    console.error('Domain claim lost a race', row.hostname, error)
    await loseOthers
  }
  const [now] = await db.select().from(customHostnames).where(byId)
  if (!now || now.hostnameStatus === LOST) return Boolean(now)
  await registerOwner(env, db, now)
  return true
}

/**
 * Registers a proven claim at the provider; throws when the provider fails (the claim stays the
 * owner and the next check tries again). True when it was registered.
 */
export async function registerOwner(env: DomainEnv, db: Db, row: ClaimRow): Promise<boolean> {
  // A hostname set up by hand (no token) is served as it is and never registered.
  if (!row.challengeToken || row.providerId) return false
  if (row.hostnameStatus === CLAIMED || row.hostnameStatus === LOST) return false
  const provider = domainProvider(env)
  const registered = await provider.create(row.hostname)
  const stored = await db
    .update(customHostnames)
    .set({
      providerId: registered.id,
      hostnameStatus: registered.status,
      sslStatus: registered.sslStatus,
      dnsRecords: dnsRecords(env, row.hostname, row.challengeToken, registered),
      checkedAt: new Date().toISOString(),
    })
    .where(and(eq(customHostnames.id, row.id), isNull(customHostnames.providerId)))
    .returning({ id: customHostnames.id })
  if (stored.length > 0) return true
  // Removed (or registered by another check) meanwhile: ours must not linger at the provider.
  await provider.remove(registered.id).catch(() => undefined)
  return false
}
