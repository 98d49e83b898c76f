import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { Confirmation } from '~/components/booking/request/Confirmation'
import { sitePath } from '~/lib/site'
import { findBookingByReference } from '~/server/booking/list.server'
import { REFERENCE_PATTERN, verifyConfirmationKey } from '~/server/booking/reference.server'
import { notFound, requireSite } from '~/server/tenant.server'
import { sessionSecret } from '~/server/auth/session.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Booking Request ${data.booking.reference} | ${data.booking.businessName}`
      : 'Page Not Found | Mobile Detail Hub',
  },
  { name: 'robots', content: 'noindex' },
]

// /booking/confirmation?ref=MDH-…&key=… (and /{slug}/…): where a sent request lands. The key is
// an HMAC of the reference that only the submitter was redirected with, so references cannot be
// used to look up other customers' requests.
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const site = await requireSite(context, params)
  const url = new URL(request.url)
  const reference = url.searchParams.get('ref') ?? ''
  const key = url.searchParams.get('key') ?? ''
  if (!REFERENCE_PATTERN.test(reference) || key.length > 64) throw notFound()
  if (!(await verifyConfirmationKey(sessionSecret(context.env), reference, key))) throw notFound()
  const row = await findBookingByReference(context.db, reference)
  if (!row || (site.mode === 'affiliate' && row.booking.affiliateId !== site.tenant.id))
    throw notFound()
  const b = row.booking
  return {
    homePath: sitePath(site, '/'),
    booking: {
      reference: b.reference,
      businessName: row.businessName,
      vehicleType: b.vehicleType,
      serviceName: b.serviceName,
      tierName: b.tierName,
      estimateCents: b.estimateCents,
      durationMinutes: b.durationMinutes,
      preferredDate: b.preferredDate,
      timeWindow: b.timeWindow,
      city: b.city,
      state: b.state,
      email: b.customerEmail,
    },
  }
}

export default function BookingConfirmation() {
  const { booking, homePath } = useLoaderData<typeof loader>()
  return <Confirmation booking={booking} homePath={homePath} />
}
