import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, asc, eq, lt, ne, or } from 'drizzle-orm'
import { invalidatePublic } from '../cache.server'
import { type Db, schema } from '../db.server'
import { platformHosts } from '../tenant.server'
import { type ChallengeEnv } from './challenge.server'
import { CLAIMED, dnsRecords, LOST, proveClaim, registerOwner } from './claims.server'
import { cnameTarget, type DomainEnv, domainProvider, isLive } from './provider.server'

const { affiliates, customHostnames, UNSETTLED_HOSTNAME } = schema

const domainColumns = {
  id: customHostnames.id,
  hostname: customHostnames.hostname,
  affiliateId: customHostnames.affiliateId,
  providerId: customHostnames.providerId,
  hostnameStatus: customHostnames.hostnameStatus,
  sslStatus: customHostnames.sslStatus,
  dnsRecords: customHostnames.dnsRecords,
  checkedAt: customHostnames.checkedAt,
  createdAt: customHostnames.createdAt,
  challengeToken: customHostnames.challengeToken,
}

export type DomainRow = Awaited<ReturnType<typeof findDomain>>

/** The business's own domain or its claim on one (one per business), or null. */
export async function findDomain(db: Db, affiliateId: number) {
  const [row] = await db
    .select(domainColumns)
    .from(customHostnames)
    .where(eq(customHostnames.affiliateId, affiliateId))
    .orderBy(asc(customHostnames.createdAt), asc(customHostnames.id))
    .limit(1)
  return row ?? null
}

/** Our own names: the marketplace's hosts, the CNAME target and everything under them. */
export function isOurDomain(env: DomainEnv, hostname: string): boolean {
  const ours = [...platformHosts(env), cnameTarget(env), 'mobiledetailhub.com']
  return ours.some((h) => hostname === h || hostname.endsWith(`.${h}`))
}

/**
 * One step on the hostname's way: a claim looks for its TXT record (and may win the hostname), a
 * proven claim not yet registered is registered, a registered one asks the provider how it is
 * doing and stores the answer. True when it changed.
 */
export async function checkDomain(
  env: ChallengeEnv,
  db: Db,
  row: NonNullable<DomainRow>,
): Promise<boolean> {
  if (row.hostnameStatus === LOST) return false
  if (row.hostnameStatus === CLAIMED) return proveClaim(env, db, row)
  if (!row.providerId) return registerOwner(env, db, row)
  const now = await domainProvider(env).get(row.providerId, {
    hostname: row.hostname,
    status: row.hostnameStatus,
    sslStatus: row.sslStatus,
  })
  // Gone at the provider (removed there by hand): it can never serve again until added anew.
  const next = now
    ? {
        hostnameStatus: now.status,
        sslStatus: now.sslStatus,
        dnsRecords: dnsRecords(env, row.hostname, row.challengeToken, now),
      }
    : { hostnameStatus: 'deleted', sslStatus: 'deleted' }
  await db
    .update(customHostnames)
    .set({ ...next, checkedAt: new Date().toISOString() })
    .where(and(eq(customHostnames.id, row.id), eq(customHostnames.providerId, row.providerId)))
  return next.hostnameStatus !== row.hostnameStatus || next.sslStatus !== row.sslStatus
}

/** The Cron Trigger schedule (wrangler.toml) on which pending domains are checked. */
export const DOMAIN_CHECK_CRON = '*/5 * * * *'

/**
 * A claim not live this long after it was added is dropped (issue 37), and so is the notice of a
 * claim lost to another business this long after it was lost. A week covers a detailer waiting
 * on whoever runs their DNS.
 */
export const CLAIM_TTL_DAYS = 7

/** Claims not live within CLAIM_TTL_DAYS (a hostname set up by hand is 'active' from the start). */
const stale = (now: Date) => {
  const cutoff = new Date(now.getTime() - CLAIM_TTL_DAYS * 86_400_000).toISOString()
  return and(
    ne(customHostnames.hostnameStatus, 'active'),
    lt(customHostnames.createdAt, cutoff),
    or(ne(customHostnames.hostnameStatus, LOST), lt(customHostnames.checkedAt, cutoff)),
  )
}

/**
 * Drops stale claims (25 at a time): at the provider first, then the row, so a provider failure
 * leaves the claim to the next run instead of orphaning it there.
 */
export async function expireStaleClaims(env: DomainEnv, db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .select({
      id: customHostnames.id,
      hostname: customHostnames.hostname,
      providerId: customHostnames.providerId,
    })
    .from(customHostnames)
    .where(stale(now))
    .limit(25)
  let dropped = 0
  for (const row of rows) {
    try {
      if (row.providerId) await domainProvider(env).remove(row.providerId)
      await db.delete(customHostnames).where(and(eq(customHostnames.id, row.id), stale(now)))
      dropped += 1
    } catch (error) {
      console.error('Dropping a stale domain claim failed', row.hostname, error)
    }
  }
  return dropped
}

/** The Cron Trigger's part: stale claims go, then every claim and hostname not yet live is checked once. */
export async function checkPendingDomains(env: ChallengeEnv, db: Db): Promise<number> {
  await expireStaleClaims(env, db)
  const rows = await db
    .select(domainColumns)
    .from(customHostnames)
    // The partial index's own condition, word for word: it walks only the unsettled hostnames,
    // oldest check first, and stops at the batch however many domains are live (migration 0024).
    .where(UNSETTLED_HOSTNAME)
    .orderBy(asc(customHostnames.checkedAt))
    .limit(25)
  let changed = 0
  for (const row of rows) {
    try {
      if (await checkDomain(env, db, row)) changed += 1
    } catch (error) {
      // One provider hiccup must not stop the others; the next minute tries again.
      console.error('Domain status check failed', row.hostname, error)
    }
  }
  return changed
}

/** Every own domain with its business and status, for the admin. */
export async function listAllDomains(db: Db) {
  const rows = await db
    .select({
      ...domainColumns,
      businessName: affiliates.businessName,
      slug: affiliates.slug,
    })
    .from(customHostnames)
    .innerJoin(affiliates, eq(affiliates.id, customHostnames.affiliateId))
    .orderBy(asc(customHostnames.hostname), asc(customHostnames.id))
  return rows.map((r) => ({ ...r, live: isLive(r) }))
}

export async function purgeDomain(context: AppLoadContext, affiliateId: number, hostname: string) {
  await invalidatePublic(context.db, { affiliateId, hosts: [hostname] })
}
