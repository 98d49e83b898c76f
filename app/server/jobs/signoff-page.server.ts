import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq } from 'drizzle-orm'
import { schema } from '../db.server'
import { findTenantBySlug } from '../tenant.server'
import { jobPhotosOf } from './photos.server'
import { signoffByToken, type SignoffView, threadOf } from './signoff.server'

/**
 * The sign-off behind a customer's link, on its business's site only: /{slug}/signoff/… of
 * another business, or another business's own domain, reads as missing, as a wrong token does.
 */
export async function requireSignoff(
  context: AppLoadContext,
  params: { token?: string; slug?: string },
): Promise<SignoffView | null> {
  const view = await signoffByToken(context.db, params.token)
  if (!view) return null
  const host = context.host
  if (host.kind === 'custom' && host.tenant.id !== view.signoff.affiliateId) return null
  if (params.slug !== undefined) {
    const tenant = await findTenantBySlug(context.db, params.slug)
    if (!tenant || tenant.id !== view.signoff.affiliateId) return null
  }
  return view
}

/** What the customer's page shows. */
export async function signoffPage(context: AppLoadContext, view: SignoffView) {
  const { signoff } = view
  const [photos, thread, [business]] = await Promise.all([
    jobPhotosOf(context.db, signoff.affiliateId, signoff.bookingId),
    threadOf(context.db, signoff.affiliateId, signoff.bookingId),
    context.db
      .select({ email: schema.affiliates.businessEmail, fallback: schema.affiliates.email })
      .from(schema.affiliates)
      .where(and(eq(schema.affiliates.id, signoff.affiliateId)))
      .limit(1),
  ])
  return {
    token: signoff.token,
    reference: view.reference,
    customerName: view.customerName,
    businessName: view.businessName,
    service: `${view.serviceName} – ${view.tierName}`,
    state: signoff.state,
    settled: signoff.settledAt !== null,
    photos: photos.map((p) => ({ id: p.id, phase: p.phase })),
    thread,
    businessEmail: business?.email ?? business?.fallback ?? null,
  }
}
