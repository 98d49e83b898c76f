import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { schema } from '../db.server'
import { invalidatePublic } from '../cache.server'
import { logoKeys } from '../brand/logo-sizes.server'
import { domainProvider } from '../domains/provider.server'
import { closedEvidenceOf, deleteBusinessPhotos } from '../jobs/photo-removal.server'
import { auditInsertIf } from './audit.server'

const {
  affiliates,
  bookingMessages,
  bookingPayments,
  bookingRequests,
  affiliateBrands,
  customHostnames,
  jobDays,
  jobPhotos,
  jobSignoffs,
  passwordSetupTokens,
  paymentAccounts,
  quoteRequests,
  reviewVotes,
  reviews,
  serviceAreas,
  serviceTiers,
  services,
  uploads,
  users,
} = schema

export type DeleteOutcome = { ok: true; businessName: string } | { ok: false }

/**
 * Removes an affiliate (or an application) with everything that belongs to it, in one atomic
 * batch, and turns its owner back into a plain user. Rows are deleted explicitly rather than left
 * to ON DELETE CASCADE, so the outcome does not depend on foreign-key enforcement.
 */
export async function deleteAffiliate(
  context: AppLoadContext,
  id: number,
  adminId: number,
): Promise<DeleteOutcome> {
  const { db } = context
  const [affiliate] = await db
    .select({ businessName: affiliates.businessName, slug: affiliates.slug })
    .from(affiliates)
    .where(eq(affiliates.id, id))
    .limit(1)
  if (!affiliate) return { ok: false }

  const affiliateReviews = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.affiliateId, id))
  const ownUploads = or(eq(uploads.affiliateId, id), inArray(uploads.reviewId, affiliateReviews))
  // Read before the batch: R2 objects can only be removed once we know their keys.
  const objectKeys = await db.select({ key: uploads.r2Key }).from(uploads).where(ownUploads)
  // Job photos go by their prefix after the batch; decided disputes' evidence by its keys.
  const closedEvidence = await closedEvidenceOf(db, id)
  // Its own hostnames go with it, yet their cached pages must be purged after the batch.
  const hosts = await db
    .select({ hostname: customHostnames.hostname, providerId: customHostnames.providerId })
    .from(customHostnames)
    .where(eq(customHostnames.affiliateId, id))

  const results = await db.batch([
    // First, while the affiliate still exists: a concurrent delete leaves no second audit row.
    auditInsertIf(
      db,
      {
        adminId,
        action: 'affiliate.delete',
        targetType: 'affiliate',
        targetId: id,
        detail: { business_name: affiliate.businessName },
      },
      db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, id)),
    ),
    db.delete(reviewVotes).where(inArray(reviewVotes.reviewId, affiliateReviews)),
    db.delete(uploads).where(ownUploads),
    db.delete(reviews).where(eq(reviews.affiliateId, id)),
    db.delete(quoteRequests).where(eq(quoteRequests.affiliateId, id)),
    // Its money rows (ledger_entries) stay, detached: they are kept for 7 years (decision 036).
    db.delete(bookingPayments).where(eq(bookingPayments.affiliateId, id)),
    db.delete(paymentAccounts).where(eq(paymentAccounts.affiliateId, id)),
    // The job on a phone's rows (issue 42); their photos leave R2 below.
    db.delete(jobPhotos).where(eq(jobPhotos.affiliateId, id)),
    db.delete(jobSignoffs).where(eq(jobSignoffs.affiliateId, id)),
    db.delete(jobDays).where(eq(jobDays.affiliateId, id)),
    db.delete(bookingMessages).where(eq(bookingMessages.affiliateId, id)),
    db.delete(bookingRequests).where(eq(bookingRequests.affiliateId, id)),
    db
      .delete(serviceTiers)
      .where(
        inArray(
          serviceTiers.serviceId,
          db.select({ id: services.id }).from(services).where(eq(services.affiliateId, id)),
        ),
      ),
    db.delete(services).where(eq(services.affiliateId, id)),
    db.delete(serviceAreas).where(eq(serviceAreas.affiliateId, id)),
    db.delete(customHostnames).where(eq(customHostnames.affiliateId, id)),
    db.delete(affiliateBrands).where(eq(affiliateBrands.affiliateId, id)),
    // A setup link sent for this business must not turn into a way into the unlinked account.
    db
      .delete(passwordSetupTokens)
      .where(
        and(
          isNull(passwordSetupTokens.usedAt),
          inArray(
            passwordSetupTokens.userId,
            db.select({ id: users.id }).from(users).where(eq(users.affiliateId, id)),
          ),
        ),
      ),
    db
      .update(users)
      .set({
        affiliateId: null,
        // Admins stay admins; everyone else goes back to being a customer.
        role: sql`case when ${users.role} = 'admin' or (${users.role} is null and ${users.isAdmin} = 1) then ${users.role} else 'user' end`,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(users.affiliateId, id)),
    db.delete(affiliates).where(eq(affiliates.id, id)).returning({ id: affiliates.id }),
  ])
  // A concurrent delete got there first.
  const removed = results.at(-1)
  if (!Array.isArray(removed) || removed.length === 0) return { ok: false }

  // A logo's sized copies live beside it in R2 without rows of their own.
  const keys = objectKeys.flatMap((row) => logoKeys(row.key))
  if (keys.length > 0) {
    context.waitUntil(
      context.env.UPLOADS.delete(keys).catch((error: unknown) => {
        console.error('Could not delete R2 objects of a deleted affiliate', { id, keys, error })
      }),
    )
  }
  // Its job photos (originals and resized copies) and decided disputes' evidence (decision 043).
  context.waitUntil(
    deleteBusinessPhotos(context.env, id, closedEvidence).catch((error: unknown) => {
      console.error('Could not delete the job photos of a deleted affiliate', { id, error })
    }),
  )
  await invalidatePublic(db, { slug: affiliate.slug, hosts: hosts.map((h) => h.hostname) })
  await releaseHostnames(context, hosts)
  return { ok: true, businessName: affiliate.businessName }
}

/**
 * A deleted business's own domains leave Cloudflare too: a hostname left registered there would
 * keep a certificate renewing for nobody and stop any other business from ever adding it. The
 * business is gone either way; a failure is logged with the id to remove by hand.
 */
async function releaseHostnames(
  context: AppLoadContext,
  hosts: { hostname: string; providerId: string | null }[],
) {
  const registered = hosts.filter((h) => h.providerId !== null)
  if (registered.length === 0) return
  const provider = domainProvider(context.env)
  await Promise.all(
    registered.map(({ hostname, providerId }) =>
      provider.remove(providerId ?? '').catch((error: unknown) => {
        console.error('Custom hostname of a deleted business left at the provider', {
          hostname,
          providerId,
          error,
        })
      }),
    ),
  )
}
