import { type AppLoadContext, redirect } from '@remix-run/cloudflare'
import { PLATFORM_FAQ } from '~/lib/faq/platform'
import { canonicalUrl } from '~/lib/seo'
import { couldBeSlug } from '~/lib/slug'
import { locationOutcome } from '../places/resolve.server'
import { loadPublicBrand } from '../brand/brand.server'
import { requireSite } from '../tenant.server'
import { platformOrigin } from './origin.server'
import { loadLandingReviews, type ReviewScope } from './reviews.server'

/** Whose reviews the page shows, from the host and slug alone (no need to wait for the tenant). */
function reviewScope(context: AppLoadContext, slug: string | undefined): ReviewScope {
  if (context.host.kind === 'custom') return { businessSlug: context.host.tenant.slug }
  if (slug !== undefined) return { businessSlug: couldBeSlug(slug) ? slug : null }
  return { businessSlug: null }
}

/**
 * The landing page of either mode (spec §2). Without JavaScript the hero's location form arrives
 * here as ?location=…: served places redirect to their business, others get the §8 alert text.
 * Reviews are read alongside the tenant lookup, in one D1 batch.
 */
export async function loadLanding(
  context: AppLoadContext,
  params: { slug?: string },
  request: Request,
) {
  const url = new URL(request.url)
  const [site, reviews, brand] = await Promise.all([
    requireSite(context, params),
    loadLandingReviews(context.db, reviewScope(context, params.slug)),
    loadPublicBrand(context, params.slug),
  ])
  const locationText = url.searchParams.get('location')
  let locationAlert: string | null = null
  if (locationText !== null) {
    const origin = platformOrigin(context, request)
    const outcome = await locationOutcome(context.db, locationText.slice(0, 200), site, origin)
    if (outcome.kind === 'redirect') throw redirect(outcome.to)
    locationAlert = outcome.message
  }
  return {
    site,
    // The detailer's own About text and questions (dashboard Website tab).
    brand: site.mode === 'affiliate' ? brand : null,
    canonical: canonicalUrl(site, '/', url.origin),
    reviews,
    // The platform's FAQ copy travels as data; an affiliate's is built from the visitor's location.
    faq: site.mode === 'platform' ? PLATFORM_FAQ : null,
    locationText: locationText?.slice(0, 120) ?? '',
    locationAlert,
    now: new Date().toISOString(),
  }
}
