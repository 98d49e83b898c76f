import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { listPendingApplications } from '~/server/applications.server'
import { requireRole } from '~/server/guards.server'
import { json, methodNotAllowed } from '~/server/http.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(context, request, 'admin')
  return json({ success: true, applications: await listPendingApplications(context.db) })
}

export const action = () => methodNotAllowed(['GET'])
