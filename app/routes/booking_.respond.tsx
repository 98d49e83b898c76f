import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { noindexMeta, noStoreHeaders, SAME_ORIGIN_REFERRER } from '~/lib/private-page'
import { RespondPage, type RespondActionData } from '~/components/booking/respond/RespondPage'
import { respondSchema } from '~/lib/booking/respond-schema'
import { fieldErrors } from '~/lib/validation'
import {
  choiceOf,
  resolveRespondLink,
  respondClash,
  respondView,
} from '~/server/booking/respond.server'
import { type RespondState } from '~/lib/booking/respond-view'
import { confirmBooking, declineBooking } from '~/server/booking/status-change.server'
import { refundByPolicy } from '~/server/payments/refunds.server'

// /booking/respond?id&exp&sig&choice: the detailer's Confirm / Decline link from the new-request
// email. Opening it only shows the request (mail scanners open links); only the POST acts.
export const meta = noindexMeta('Booking request', SAME_ORIGIN_REFERRER)
export const headers = noStoreHeaders

const EXPIRED: RespondState = { state: 'expired' }

export async function loader({ context, request }: LoaderFunctionArgs) {
  const link = await resolveRespondLink(context, request, new Date())
  if (link.expired) return data(EXPIRED, { status: 410 })
  const booking = respondView(link.row)
  const state: RespondState = {
    state: booking.status === 'pending' ? 'open' : 'answered',
    choice: choiceOf(request),
    booking,
  }
  return state
}

export async function action({ context, request }: ActionFunctionArgs) {
  const now = new Date()
  const link = await resolveRespondLink(context, request, now)
  if (link.expired)
    return data<RespondActionData>({ formError: 'This link has expired.', errors: {} }, 410)
  const form = await request.formData().catch(() => null)
  const parsed = respondSchema.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success)
    return data<RespondActionData>({ formError: null, errors: fieldErrors(parsed.error) }, 400)
  const input = parsed.data
  if (input.intent === 'confirm') {
    const outcome = await confirmBooking(context.db, link.row, now)
    if (outcome === 'overlap') {
      const clash = await respondClash(context, link.row)
      return data<RespondActionData>({ formError: clash.message, errors: {}, clash }, 409)
    }
    if (outcome === 'changed') return alreadyAnswered(link.row.booking.status)
  } else if (!(await declineBooking(context.db, link.row, input.reason, now))) {
    return alreadyAnswered(link.row.booking.status)
  } else {
    await refundByPolicy(context, link.row.booking.id, 'declined', now)
  }
  const url = new URL(request.url)
  return redirect(`${url.pathname}${url.search}`)
}

const alreadyAnswered = (status: string) =>
  data<RespondActionData>({ formError: `This request is already ${status}.`, errors: {} }, 409)

export default function BookingRespond() {
  const state = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return <RespondPage state={state} result={result} />
}
