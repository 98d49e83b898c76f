import { type AppLoadContext } from '@remix-run/cloudflare'
import { getUser } from './guards.server'

/**
 * Who may see a photo sent with an application (issue 37): applicants' proof-of-work photos were
 * public and cached for a year. Now an admin, or the business that sent them (its Website tab
 * offers them for the gallery), sees them, never cached ('private'); once the business has put
 * one in its public gallery, that one is public like the rest of the gallery ('public').
 * Anyone else: null, answered as not found.
 */
export async function applicationPhotoAccess(
  context: AppLoadContext,
  request: Request,
  key: string,
): Promise<'public' | 'private' | null> {
  const row = await context.db.$client
    .prepare(
      `select u.affiliate_id as affiliateId,
         exists (select 1 from affiliate_brands b
                 where b.affiliate_id = u.affiliate_id and instr(b.gallery, ?1) > 0) as inGallery
       from uploads u where u.r2_key = ?2 and u.kind = 'application'`,
    )
    .bind(JSON.stringify(`/uploads/${key}`), key)
    .first<{ affiliateId: number | null; inGallery: number }>()
  if (!row) return null
  if (row.inGallery) return 'public'
  const user = await getUser(context, request)
  if (user?.role === 'admin') return 'private'
  if (user && row.affiliateId !== null && user.affiliateId === row.affiliateId) return 'private'
  return null
}
