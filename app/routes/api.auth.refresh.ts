import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { refreshSchema } from '~/lib/auth-schemas'
import { refresh } from '~/server/auth/auth.server'
import { authResponse } from '~/server/auth/responses.server'
import { methodNotAllowed, readJson } from '~/server/http.server'

export const loader = () => methodNotAllowed(['POST'])

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { refreshToken } = await readJson(request, refreshSchema)
  return authResponse(context, await refresh(context, refreshToken), 'Token refreshed', {
    setCookie: false,
  })
}
