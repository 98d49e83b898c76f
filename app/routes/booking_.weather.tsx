import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { WeatherPage } from '~/components/booking/weather/WeatherPage'
import { type loader as rootLoader } from '~/root'
import { type WeatherActionData, type WeatherPageState } from '~/lib/weather/view'
import { actOnWeatherLink } from '~/server/weather/act.server'
import { resolveWeatherLink, weatherPageState } from '~/server/weather/page.server'

// /booking/weather?id&at&side&exp&sig[&slot|&choice=keep] (and /{slug}/…, the customer's links
// on the business's site): the weather message's one-tap links (issue 41). Opening one only
// shows the choice (mail scanners open links); the POST acts.

// On the business's own site (its domain, or /{slug}/) the title names the business, as its
// other pages do; the detailer's links open on the marketplace, which names itself.
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const site = matches.find((m) => m.id === 'root')?.data?.chromeSite
  const name = site?.mode === 'affiliate' ? site.tenant.businessName : 'Mobile Detail Hub'
  return [
    { title: `Weather and your appointment | ${name}` },
    { name: 'robots', content: 'noindex' },
    // The link's signature never leaves in a Referer; the page's own forms keep their Origin.
    { name: 'referrer', content: 'same-origin' },
  ]
}
export const headers = () => ({ 'Cache-Control': 'no-store' })

const EXPIRED: WeatherPageState = { state: 'expired' }

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const now = new Date()
  const resolved = await resolveWeatherLink(context, params, request, now)
  if (resolved.expired) return data(EXPIRED, { status: 410 })
  return weatherPageState(context, resolved, new URL(request.url), now)
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const now = new Date()
  const resolved = await resolveWeatherLink(context, params, request, now)
  if (resolved.expired)
    return data<WeatherActionData>({ error: 'This link has expired.' }, { status: 410 })
  const form = await request.formData().catch(() => null)
  const outcome = await actOnWeatherLink(context, resolved, form, now)
  if (!outcome.ok) return data<WeatherActionData>({ error: outcome.error }, outcome.status)
  const url = new URL(request.url)
  url.searchParams.delete('slot')
  url.searchParams.delete('choice')
  url.searchParams.set('done', outcome.done)
  return redirect(`${url.pathname}?${url.searchParams}`)
}

export default function BookingWeather() {
  const state = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return <WeatherPage state={state} result={result} />
}
