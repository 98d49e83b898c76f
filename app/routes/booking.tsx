import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { BookingPage } from '~/components/pages/BookingPage'
import { requireSite } from '~/server/tenant.server'

export const meta: MetaFunction = () => [{ title: 'Book a Detail | Mobile Detail Hub' }]

export async function loader({ context, params }: LoaderFunctionArgs) {
  return { site: await requireSite(context, params) }
}

export default function Booking() {
  const { site } = useLoaderData<typeof loader>()
  return <BookingPage site={site} />
}
