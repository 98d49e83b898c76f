import { redirect } from '@remix-run/cloudflare'
import { and, eq, isNotNull } from 'drizzle-orm'
import { type Site, sitePath } from '~/lib/site'
import { schema } from './db.server'

const { affiliates } = schema

/**
 * A business the public may find (search, footer, sitemap): approved and gone live after its
 * setup checklist (issue 40). Its own site answers before that, with "Opening soon".
 */
export const listedBusiness = and(eq(affiliates.status, 'approved'), isNotNull(affiliates.liveAt))

/**
 * A detailer's site before Go live has no booking (its services, areas or hours may not be set):
 * its booking pages send the visitor to its home, which says "Opening soon" and takes a request.
 */
export function notLiveYet(site: Site): boolean {
  return site.mode === 'affiliate' && !site.tenant.liveAt
}

/** For a booking page's loader: the redirect to the "Opening soon" home, thrown when not live. */
export function requireLiveBooking(site: Site): void {
  if (notLiveYet(site)) throw redirect(sitePath(site, '/'))
}
