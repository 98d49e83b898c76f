import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { ChoicePage, NoChoice } from '~/components/pages/ChoicePage'
import { lookupQuerySchema, NOT_SERVED_MESSAGE } from '~/lib/location-schema'
import { LOCATION_ERROR_MESSAGE } from '~/lib/location/messages'
import { seoMeta } from '~/lib/seo'
import { resolveZip } from '~/server/locations.server'
import { loadChoice } from '~/server/places/choice.server'
import { joinWaitlist, waitlistClient } from '~/server/places/waitlist.server'
import {
  WAITLIST_CAPPED,
  WAITLIST_JOINED,
  type WaitlistAnswer,
  waitlistSchema,
} from '~/lib/location/waitlist-schema'

// The next free times change as people book: a minute at the edge at most. A form's answer is
// never kept.
const LISTED = { 'Cache-Control': 'public, max-age=60' }
const PRIVATE = { 'Cache-Control': 'no-store' }
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders

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
  if (!place)
    return data(
      { place: null, where: null, businesses: [], message: LOCATION_ERROR_MESSAGE },
      { status: 400, headers: PRIVATE },
    )
  const businesses = await loadChoice(context.db, { ...place, zip: given.zip ?? null }, new Date())
  const name = `${place.city}, ${place.state}`
  // An unserved place offers "tell me when a detailer serves {place}" (its form posts here).
  if (businesses.length === 0)
    return data(
      { place: name, where: place, businesses: [], message: NOT_SERVED_MESSAGE },
      { status: 404, headers: PRIVATE },
    )
  const [only] = businesses
  if (only && businesses.length === 1) throw redirect(`/${only.slug}`)
  return data({ place: name, where: place, businesses, message: null }, { headers: LISTED })
}

// POST: "tell me when a detailer serves {place}" (issue 40): stored once per address and place,
// capped per address and per connection, emailed when a business serving it goes live.
export async function action({ context, request }: ActionFunctionArgs) {
  if (context.host.kind === 'custom') throw new Response('Not Found', { status: 404 })
  const form = await request.formData().catch(() => null)
  const parsed = waitlistSchema.safeParse(form ? Object.fromEntries(form) : {})
  const answer = (body: WaitlistAnswer, status: number) => data(body, { status, headers: PRIVATE })
  if (!parsed.success) {
    const errors: WaitlistAnswer['errors'] = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path[0]
      if ((key === 'email' || key === 'city' || key === 'state') && !errors[key])
        errors[key] = issue.message
    }
    return answer({ ok: false, message: null, errors }, 400)
  }
  const outcome = await joinWaitlist(
    context.db,
    parsed.data,
    await waitlistClient(request),
    new Date(),
  )
  if (outcome === 'capped') return answer({ ok: false, message: WAITLIST_CAPPED, errors: {} }, 429)
  const place = `${parsed.data.city}, ${parsed.data.state}`
  return answer({ ok: true, message: WAITLIST_JOINED(place), errors: {} }, 200)
}

export default function Detailers() {
  const { place, where, businesses, message } = useLoaderData<typeof loader>()
  if (message || !place)
    return <NoChoice message={message ?? LOCATION_ERROR_MESSAGE} place={place} where={where} />
  return <ChoicePage place={place} businesses={businesses} />
}
