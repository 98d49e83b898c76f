import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare'
import { keepLoadersOnPost, retryAfterHeaders } from '~/lib/form-page'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BookingRequestPage } from '~/components/booking/request/BookingRequestPage'
import { earliestBookingDate, latestBookingDate } from '~/lib/booking/request-fields'
import { addonsSchema, selectionSchema } from '~/lib/booking/request-schema'
import { canonicalUrl, seoMeta } from '~/lib/seo'
import { type Site, sitePath } from '~/lib/site'
import {
  ADDON_UNAVAILABLE,
  loadRequestPage,
  PACKAGE_UNAVAILABLE,
} from '~/server/booking/quote.server'
import { handleBookingRequest } from '~/server/booking/request-action.server'
import { requireLiveBooking } from '~/server/live.server'
import { packageView } from '~/server/booking/views.server'
import { slotPicker } from '~/server/booking/slots.server'
import { blockedWindowsAhead } from '~/server/dashboard/business/blocks.server'
import { requireSite } from '~/server/tenant.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [{ title: 'Page Not Found | Mobile Detail Hub' }]
  const name = page.site.mode === 'affiliate' ? page.site.tenant.businessName : 'Mobile Detail Hub'
  return [
    ...seoMeta({
      title: `Request a Booking | ${name}`,
      description: `Request a mobile detailing appointment with ${name}: see your estimate before you send.`,
      canonical: page.canonical,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

function pageBase(site: Site, request: Request) {
  const now = new Date()
  return {
    site,
    canonical: canonicalUrl(site, '/booking/request', new URL(request.url).origin),
    // The form's one-time token: submitting the same form twice stores one request.
    token: crypto.randomUUID(),
    earliest: earliestBookingDate(now),
    latest: latestBookingDate(now),
  }
}

// /booking/request?vehicle=…&service=…&tier=… (and /{slug}/booking/request): the booking request
// form for a chosen package. A plain form flow: it works the same without JavaScript.
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const site = await requireSite(context, params)
  requireLiveBooking(site)
  const base = pageBase(site, request)
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const selection = selectionSchema.safeParse(query)
  const addonIds = addonsSchema.safeParse(query)
  if (!selection.success || !addonIds.success) {
    const problem = selection.success ? ADDON_UNAVAILABLE : 'Please choose a package first.'
    return data(
      { ...base, pkg: null, addons: [], problem, areas: [], blocked: {}, slots: null },
      { status: 400 },
    )
  }
  const { check, addons, areas } = await loadRequestPage(
    context.db,
    site,
    selection.data,
    addonIds.data.addons,
  )
  if (!check.ok) {
    const problem = check.errors.form ?? PACKAGE_UNAVAILABLE
    return data(
      { ...base, pkg: null, addons: [], problem, areas, blocked: {}, slots: null },
      { status: check.status },
    )
  }
  // Windows the detailer blocked (dashboard's Block Time) are not offered on those dates.
  const pkg = check.package
  // A live time must fit the package and every add-on booked with it.
  const minutes = addons.reduce((sum, addon) => sum + addon.durationMinutes, pkg.durationMinutes)
  const [blocked, slots] = await Promise.all([
    blockedWindowsAhead(context.db, pkg.affiliateId, new Date()),
    // Live times from the detailer's working hours (?day= shows one day's; works without JS).
    slotPicker(context.db, pkg.affiliateId, minutes, query.day ?? null, new Date()),
  ])
  return {
    ...base,
    pkg: packageView(pkg),
    addons: addons.map(packageView),
    problem: null,
    areas,
    blocked,
    slots,
  }
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const site = await requireSite(context, params)
  requireLiveBooking(site)
  return handleBookingRequest(context, request, site)
}

// A document response takes its headers from here: the rate limit's Retry-After must get through.
export const headers = retryAfterHeaders

// The review and error answers come from the action; the loader's package does not change.
export const shouldRevalidate = keepLoadersOnPost

export default function BookingRequest() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <BookingRequestPage
      businessName={page.site.mode === 'affiliate' ? page.site.tenant.businessName : null}
      bookingPath={sitePath(page.site, '/booking')}
      pkg={page.pkg}
      addons={page.addons}
      problem={page.problem}
      token={page.token}
      earliest={page.earliest}
      latest={page.latest}
      areas={page.areas}
      blocked={page.blocked}
      slots={page.slots}
      result={result}
    />
  )
}
