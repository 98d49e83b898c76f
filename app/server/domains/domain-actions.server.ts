import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq } from 'drizzle-orm'
import { domainSchema } from '~/lib/domains/hostname'
import { fieldErrors } from '~/lib/validation'
import { brandSaved } from '../brand/brand-result.server'
import { failed, text } from '../dashboard/result.server'
import { schema } from '../db.server'
import { type Tenant } from '../tenant.server'
import { challengeName, newChallengeToken } from './challenge.server'
import { CLAIMED, dnsRecords, domainLost, LOST } from './claims.server'
import {
  checkDomain,
  expireStaleClaims,
  findDomain,
  isOurDomain,
  purgeDomain,
} from './domains.server'
import { domainProvider, isLive } from './provider.server'

const { customHostnames, OWNING_HOSTNAME } = schema

export const DOMAIN_OURS = 'That is one of our own domains. Enter the domain your business owns.'
export const DOMAIN_TAKEN = 'That domain is already set up for another business.'
export const DOMAIN_ONE = 'Your site already has a domain. Remove it first to use another one.'

/**
 * Claims the detailer's own domain: stores the claim with its own TXT record to publish. A claim
 * of another business blocks nothing; only a hostname another business has proven it owns does.
 * The provider hears of the hostname once the claim is proven (claims.server.ts).
 */
export async function addDomain(context: AppLoadContext, tenant: Tenant, form: FormData) {
  const intent = 'website-domain-add'
  const { db, env } = context
  const parsed = domainSchema.safeParse({ hostname: text(form.get('hostname')) })
  if (!parsed.success) return failed(intent, 400, 'Validation failed', fieldErrors(parsed.error))
  const { hostname } = parsed.data
  const refuse = (status: number, message: string) =>
    failed(intent, status, message, { hostname: message })
  if (isOurDomain(env, hostname)) return refuse(400, DOMAIN_OURS)
  // A claim left unproven for a week is dropped first, so it cannot hold this business's one
  // domain; a claim this business lost is only a notice, which a new claim replaces.
  await expireStaleClaims(env, db)
  await db
    .delete(customHostnames)
    .where(
      and(eq(customHostnames.affiliateId, tenant.id), eq(customHostnames.hostnameStatus, LOST)),
    )
  if (await findDomain(db, tenant.id)) return refuse(409, DOMAIN_ONE)
  const [owner] = await db
    .select({ affiliateId: customHostnames.affiliateId })
    .from(customHostnames)
    .where(and(eq(customHostnames.hostname, hostname), OWNING_HOSTNAME))
    .limit(1)
  if (owner) return refuse(409, DOMAIN_TAKEN)
  const token = newChallengeToken()
  try {
    await db.insert(customHostnames).values({
      hostname,
      affiliateId: tenant.id,
      hostnameStatus: CLAIMED,
      sslStatus: 'pending_validation',
      challengeToken: token,
      dnsRecords: dnsRecords(env, hostname, token),
    })
  } catch {
    // The same business claimed it a moment ago (another tab): one claim per business and name.
    return refuse(409, DOMAIN_ONE)
  }
  return brandSaved(db, tenant, intent, `Domain added. Add the DNS records below for ${hostname}.`)
}

export async function removeDomain(context: AppLoadContext, tenant: Tenant, form: FormData) {
  const intent = 'website-domain-remove'
  const { db, env } = context
  const row = await findDomain(db, tenant.id)
  if (!row || row.hostname !== text(form.get('hostname')))
    return failed(intent, 404, 'That domain is no longer set up for your site.')
  if (row.providerId) {
    try {
      await domainProvider(env).remove(row.providerId)
    } catch (error) {
      console.error('Custom hostname delete failed', row.hostname, error)
      return failed(intent, 502, 'We could not remove the domain at Cloudflare. Please try again.')
    }
  }
  await db
    .delete(customHostnames)
    .where(and(eq(customHostnames.id, row.id), eq(customHostnames.affiliateId, tenant.id)))
  await purgeDomain(context, tenant.id, row.hostname)
  return brandSaved(
    db,
    tenant,
    intent,
    `${row.hostname} removed. Your site no longer answers there.`,
  )
}

export async function checkDomainNow(context: AppLoadContext, tenant: Tenant) {
  const intent = 'website-domain-check'
  const row = await findDomain(context.db, tenant.id)
  if (!row) return failed(intent, 404, 'Your site has no domain to check.')
  if (row.hostnameStatus === LOST) return failed(intent, 409, domainLost(row.hostname))
  try {
    await checkDomain(context.env, context.db, row)
  } catch (error) {
    console.error('Custom hostname check failed', row.hostname, error)
    return failed(intent, 502, 'We could not ask Cloudflare just now. Please try again.')
  }
  const now = await findDomain(context.db, tenant.id)
  if (now?.hostnameStatus === LOST) return failed(intent, 409, domainLost(row.hostname))
  const message = !now
    ? 'Your site has no domain to check.'
    : isLive(now)
      ? `${row.hostname} is live.`
      : now.hostnameStatus === CLAIMED
        ? `Checked. The TXT record ${challengeName(row.hostname)} is not there yet.`
        : 'Checked. Still waiting for the DNS records.'
  return brandSaved(context.db, tenant, intent, message)
}
