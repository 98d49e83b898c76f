import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { photoResponse } from '~/server/jobs/photos.server'
import { signoffByToken } from '~/server/jobs/signoff.server'

// A job's photo for the holder of the customer's sign-off link (the page, the emails): the
// photo must be that job's; private, never cached.
export async function loader({ context, params }: LoaderFunctionArgs) {
  const view = await signoffByToken(context.db, params.token)
  if (!view) return new Response('Not found', { status: 404 })
  const job = { affiliateId: view.signoff.affiliateId, bookingId: view.signoff.bookingId }
  return photoResponse(context, job, params.photoId)
}
