import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { requireTenantPage } from '~/server/guards.server'
import { findJob } from '~/server/jobs/job-screen.server'
import { photoResponse } from '~/server/jobs/photos.server'

// A job's photo for its business (the owner or an admin): private, never cached.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenantPage(context, request, params.slug)
  const booking = await findJob(context.db, tenant, params.id)
  if (!booking) return new Response('Not found', { status: 404 })
  return photoResponse(context, { affiliateId: tenant.id, bookingId: booking.id }, params.photoId)
}
