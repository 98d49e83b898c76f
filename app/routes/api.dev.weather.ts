import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { weatherFakeSchema } from '~/lib/weather/fake-schema'
import { json, jsonError, methodNotAllowed, readJson } from '~/server/http.server'
import { schema } from '~/server/db.server'
import { isLoopbackRequest } from '~/server/loopback.server'
import { usesLocalWeather } from '~/server/weather/provider.server'

// POST /api/dev/weather {zip, from, to, precipitation, temperatureF, windMph}: sets the local
// provider's forecast for a ZIP and time range (development and tests, decision 042). It exists
// only while the local provider is selected and only for a request to a loopback host, which no
// deployed Worker receives: elsewhere it is a plain 404.

function available(request: Request, env: Env): boolean {
  return usesLocalWeather(env) && isLoopbackRequest(request)
}

export function loader({ request, context }: LoaderFunctionArgs) {
  if (!available(request, context.env)) return jsonError(404, 'Not found')
  return methodNotAllowed(['POST'])
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!available(request, context.env)) return jsonError(404, 'Not found')
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const input = await readJson(request, weatherFakeSchema, { maxBytes: 2_000 })
  await context.db.insert(schema.weatherFake).values({
    zip: input.zip,
    fromAt: input.from,
    toAt: input.to,
    precipitation: input.precipitation,
    temperatureF: input.temperatureF,
    windMph: input.windMph,
  })
  return json({ success: true }, { status: 201 })
}
