import { redirect } from '@remix-run/cloudflare'
import { and, eq, isNotNull } from 'drizzle-orm'
import { openingSoon, type Site, sitePath } from '~/lib/site'
import { schema } from './db.server'

const { affiliates } = schema

/**
 * A business the public may find (search, footer, sitemap): approved and gone live after its
 * setup checklist (issue 40). Its own site answers before that, with "Opening soon".
 */
export const listedBusiness = and(eq(affiliates.status, 'approved'), isNotNull(affiliates.liveAt))

/**
 * For the loader of a booking or service page: a detailer's site before Go live has no booking
 * (its services, areas or hours may not be set), so these pages send the visitor to its home,
 * which says "Opening soon" and takes a request.
 */
export function requireLiveBooking(site: Site): void {
  if (openingSoon(site)) throw redirect(sitePath(site, '/'))
}
