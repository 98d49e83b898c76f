import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { loginSchema } from '~/lib/auth-schemas'
import { login } from '~/server/auth/auth.server'
import { authResponse } from '~/server/auth/responses.server'
import { methodNotAllowed, readJson } from '~/server/http.server'

export const loader = () => methodNotAllowed(['POST'])

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const input = await readJson(request, loginSchema)
  return authResponse(context, await login(context, request, input), 'Login successful')
}
