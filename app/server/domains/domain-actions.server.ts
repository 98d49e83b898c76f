import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq } from 'drizzle-orm'
import { domainSchema } from '~/lib/domains/hostname'
import { fieldErrors } from '~/lib/validation'
import { brandSaved } from '../brand/brand-result.server'
import { failed, text } from '../dashboard/result.server'
import { schema } from '../db.server'
import { type Tenant } from '../tenant.server'
import {
  checkDomain,
  dnsRecords,
  expireStaleClaims,
  findDomain,
  isOurDomain,
  purgeDomain,
} from './domains.server'
import { domainProvider } from './provider.server'

const { customHostnames } = schema

export const DOMAIN_OURS = 'That is one of our own domains. Enter the domain your business owns.'
export const DOMAIN_TAKEN = 'That domain is already set up for another business.'
export const DOMAIN_ONE = 'Your site already has a domain. Remove it first to use another one.'
const PROVIDER_DOWN =
  'We could not register the domain with Cloudflare just now. Please try again in a few minutes.'

/** Registers the detailer's own domain with the provider and stores the records to add. */
export async function addDomain(context: AppLoadContext, tenant: Tenant, form: FormData) {
  const intent = 'website-domain-add'
  const { db, env } = context
  const parsed = domainSchema.safeParse({ hostname: text(form.get('hostname')) })
  if (!parsed.success) return failed(intent, 400, 'Validation failed', fieldErrors(parsed.error))
  const { hostname } = parsed.data
  const refuse = (status: number, message: string) =>
    failed(intent, status, message, { hostname: message })
  if (isOurDomain(env, hostname)) return refuse(400, DOMAIN_OURS)
  // A claim left unproven for a week blocks no one (this business's or another's): dropped first.
  await expireStaleClaims(env, db)
  if (await findDomain(db, tenant.id)) return refuse(409, DOMAIN_ONE)
  const [taken] = await db
    .select({ affiliateId: customHostnames.affiliateId })
    .from(customHostnames)
    .where(eq(customHostnames.hostname, hostname))
  if (taken) return refuse(409, DOMAIN_TAKEN)
  const provider = domainProvider(env)
  let registered
  try {
    registered = await provider.create(hostname)
  } catch (error) {
    console.error('Custom hostname create failed', hostname, error)
    return failed(intent, 502, PROVIDER_DOWN)
  }
  try {
    await db.insert(customHostnames).values({
      hostname,
      affiliateId: tenant.id,
      providerId: registered.id,
      hostnameStatus: registered.status,
      sslStatus: registered.sslStatus,
      dnsRecords: dnsRecords(env, registered),
    })
  } catch {
    // Another business (or another tab) stored it first: ours must not linger at the provider.
    await provider.remove(registered.id).catch(() => undefined)
    return refuse(409, DOMAIN_TAKEN)
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
    .where(
      and(eq(customHostnames.hostname, row.hostname), eq(customHostnames.affiliateId, tenant.id)),
    )
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
  try {
    await checkDomain(context.env, context.db, row)
  } catch (error) {
    console.error('Custom hostname check failed', row.hostname, error)
    return failed(intent, 502, 'We could not ask Cloudflare just now. Please try again.')
  }
  const now = await findDomain(context.db, tenant.id)
  const live = now?.hostnameStatus === 'active' && now.sslStatus === 'active'
  return brandSaved(
    context.db,
    tenant,
    intent,
    live ? `${row.hostname} is live.` : 'Checked. Still waiting for the DNS records.',
  )
}
