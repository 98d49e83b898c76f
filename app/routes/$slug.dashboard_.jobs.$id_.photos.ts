import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { requireTenantAccess } from '~/server/guards.server'
import { findJob, uploadPhotos } from '~/server/jobs/job-screen.server'
import { json, jsonError } from '~/server/http.server'

// POST /{slug}/dashboard/jobs/{id}/photos: the job screen's script sends each photo here on its
// own (with progress and retries on a poor connection) and reads a JSON answer. The owner or an
// admin only; another business's job is a 404.
export async function action({ context, request, params }: ActionFunctionArgs) {
  const { tenant } = await requireTenantAccess(context, request, params.slug)
  const booking = await findJob(context.db, tenant, params.id)
  if (!booking) throw jsonError(404, 'Job not found')
  const uploaded = await uploadPhotos(context, booking, request)
  return json(uploaded.result, {
    status: uploaded.status,
    headers: { 'Cache-Control': 'no-store' },
  })
}

export const loader = () =>
  new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } })
