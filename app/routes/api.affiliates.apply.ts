import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { readApplication } from '~/server/apply-input.server'
import { submitApplication } from '~/server/apply.server'
import { json, jsonError, methodNotAllowed } from '~/server/http.server'

export const loader = () => methodNotAllowed(['POST'])

// POST /api/affiliates/apply: anyone may apply; creates a pending application (201).
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { input, images } = await readApplication(request)
  const result = await submitApplication(context, request, input, images)
  if (!result.ok)
    return jsonError(result.status, result.error, result.errors ? { errors: result.errors } : {}, {
      headers: result.headers,
    })
  return json(result.body, 201)
}
