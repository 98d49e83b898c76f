import { data } from '@remix-run/cloudflare'
import { invalidatePublic } from '../cache.server'
import { type Db } from '../db.server'
import { type Tenant } from '../tenant.server'

/** A Website-tab write that worked: the public pages show the brand, so their cache goes first. */
export async function brandSaved(db: Db, tenant: Tenant, intent: string, message: string) {
  await invalidatePublic(db, { affiliateId: tenant.id })
  return data({ ok: true as const, intent, message, errors: {} })
}
