import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData, useLocation } from '@remix-run/react'
import { BookingPage } from '~/components/pages/BookingPage'
import { canonicalUrl, seoMeta } from '~/lib/seo'
import { bookingTarget, loadBookingPage } from '~/server/bookings.server'
import { loadPublicBrand } from '~/server/brand/brand.server'
import { requireSite } from '~/server/tenant.server'
import { bookingCheckout } from '~/server/payments/checkout.server'
import { requireLiveBooking } from '~/server/live.server'

// Public pages: the same for every anonymous visitor, so the edge may keep them (decision 015).
export { publicPageHeaders as headers } from '~/lib/cache-control'

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Page Not Found | Mobile Detail Hub' }]
  const name = data.site.mode === 'affiliate' ? data.site.tenant.businessName : 'Mobile Detail Hub'
  return seoMeta({
    title: `Book a Detail | ${name}`,
    description: `Choose your vehicle, compare detailing packages and prices, and request a mobile detailing appointment with ${name}.`,
    canonical: data.canonical,
  })
}

// /booking (the platform, or an affiliate on its own hostname) and /{slug}/booking: the whole
// page comes from this loader, read in the same D1 batch as the tenant lookup and the chrome.
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const [site, { packages, rating, payments }, brand] = await Promise.all([
    requireSite(context, params),
    loadBookingPage(context.db, bookingTarget(context.host, params.slug)),
    loadPublicBrand(context, params.slug),
  ])
  requireLiveBooking(site)
  // "Secure checkout via Stripe" is said only where it is true (decision 036).
  const checkout = payments ? bookingCheckout(context, payments) : null
  return {
    site,
    packages,
    rating,
    checkout,
    photoPair: site.mode === 'affiliate' ? (brand?.pair ?? null) : null,
    canonical: canonicalUrl(site, '/booking', new URL(request.url).origin),
  }
}

export default function Booking() {
  const { site, packages, rating, photoPair, checkout } = useLoaderData<typeof loader>()
  const location = useLocation()
  // A navigation to another selection (back/forward, a link) starts the page's state afresh.
  return (
    <BookingPage
      key={`${location.pathname}${location.search}`}
      site={site}
      packages={packages}
      rating={rating}
      checkout={checkout}
      photoPair={photoPair}
    />
  )
}
