import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { ChoicePage, NoChoice } from '~/components/pages/ChoicePage'
import { lookupQuerySchema, NOT_SERVED_MESSAGE } from '~/lib/location-schema'
import { LOCATION_ERROR_MESSAGE } from '~/lib/location/messages'
import { seoMeta } from '~/lib/seo'
import { resolveZip } from '~/server/locations.server'
import { loadChoice } from '~/server/places/choice.server'

// The next free times change as people book: a minute at the edge at most.
export const headers = () => ({ 'Cache-Control': 'public, max-age=60' })

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({
    title: data?.place
      ? `Mobile detailers in ${data.place} | Mobile Detail Hub`
      : 'Mobile detailers | Mobile Detail Hub',
    description:
      'Compare the mobile detailers who serve your area: ratings, prices and their next free time.',
  })

// GET /detailers?city&state[&zip] (the marketplace only): the businesses serving a place, when
// more than one does (issue 40). One goes straight to its site, as the §7 lookup's first slug.
export async function loader({ context, request }: LoaderFunctionArgs) {
  if (context.host.kind === 'custom') throw new Response('Not Found', { status: 404 })
  const query = lookupQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  const given = query.success ? query.data : {}
  let place =
    given.city && given.state ? { city: given.city, state: given.state.toUpperCase() } : null
  if (!place && given.zip) place = await resolveZip(context.db, given.zip)
  if (!place) return data({ place: null, businesses: [], message: LOCATION_ERROR_MESSAGE }, 400)
  const businesses = await loadChoice(context.db, { ...place, zip: given.zip ?? null }, new Date())
  const name = `${place.city}, ${place.state}`
  if (businesses.length === 0)
    return data({ place: name, businesses: [], message: NOT_SERVED_MESSAGE }, 404)
  const [only] = businesses
  if (only && businesses.length === 1) throw redirect(`/${only.slug}`)
  return { place: name, businesses, message: null }
}

export default function Detailers() {
  const { place, businesses, message } = useLoaderData<typeof loader>()
  if (message || !place) return <NoChoice message={message ?? LOCATION_ERROR_MESSAGE} />
  return <ChoicePage place={place} businesses={businesses} />
}
