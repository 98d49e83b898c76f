import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { registerSchema } from '~/lib/auth-schemas'
import { register } from '~/server/auth/auth.server'
import { authResponse } from '~/server/auth/responses.server'
import { methodNotAllowed, readJson } from '~/server/http.server'

export const loader = () => methodNotAllowed(['POST'])

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const input = await readJson(request, registerSchema)
  return authResponse(context, await register(context, request, input), 'Registration successful', {
    status: 201,
  })
}
