import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { noStoreHeaders, secretLinkMeta } from '~/lib/private-page'
import { Confirmation } from '~/components/booking/request/Confirmation'
import { MoveBooking, REPICK } from '~/components/booking/request/MoveBooking'
import { cancelSchema } from '~/lib/booking/respond-schema'
import { fieldErrors } from '~/lib/validation'
import { canCustomerCancel } from '~/server/booking/appointment.server'
import {
  customerView,
  homePathOf,
  requireCustomerBooking,
} from '~/server/booking/customer-page.server'
import { customerMoveOptions, moveByCustomer } from '~/server/booking/customer-move.server'
import { cancelByCustomer } from '~/server/booking/status-change.server'
import {
  proofNotice,
  redeemEmailProof,
  repickOptions,
  repickTime,
} from '~/server/booking/email-proof.server'
import { depositPayUrl } from '~/server/payments/checkout.server'
import { refundByPolicy } from '~/server/payments/refunds.server'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  secretLinkMeta(data ? `Booking ${data.booking.reference} | ${data.booking.businessName}` : null)
export const headers = noStoreHeaders

// /booking/confirmation?ref=MDH-…&key=… (and /{slug}/…): the customer's booking page, where a
// sent request lands and the emails link to. The key is an HMAC of the reference that only the
// customer was given, so references cannot be used to look up other customers' requests.
// With `proof=` (the receipt's "Confirm your email" link) opening the page proves the email and
// holds the requested time; opening it again changes nothing.
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const found = await requireCustomerBooking(context, params, request)
  const now = new Date()
  // An open deposit's checkout is read from the provider first: a paid one is settled now (it
  // proves the request and holds its time), so the page tells the truth before the webhook.
  const pay = await depositPayUrl(context, found.row)
  const current = pay.changed
    ? (await requireCustomerBooking(context, params, request)).row
    : found.row
  const proved = await redeemEmailProof(context, current, request, now)
  const row = proved?.row ?? current
  // Another day (`day=`, the move form's day links) for a move; a repick starts on the first.
  const day = new URL(request.url).searchParams.get('day')
  const move =
    (await customerMoveOptions(context, row, now, day)) ?? (await repickOptions(context, row, now))
  return {
    homePath: homePathOf(found.site),
    booking: customerView(row, now, pay.url),
    move,
    repick: row.booking.status === 'pending',
    notice: proved ? proofNotice(proved.outcome, row) : null,
  }
}

export interface CancelActionData {
  formError: string | null
  errors: Record<string, string>
  /** The confirmation step (asked before anything changes), with the reason typed so far. */
  confirm?: { reason: string | null }
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const { row } = await requireCustomerBooking(context, params, request)
  const form = await request.formData().catch(() => null)
  const intent = form?.get('intent')
  // Choose another time (after the requested one was taken) or move a confirmed job: both pick
  // one of the offered times and come back to this page without the proof key.
  if (intent === 'repick' || intent === 'move') {
    const slot = form?.get('slot')
    const pick = intent === 'repick' ? repickTime : moveByCustomer
    const refused = await pick(
      context,
      row,
      typeof slot === 'string' ? slot : undefined,
      new Date(),
    )
    if (refused)
      return data<CancelActionData>(
        { formError: null, errors: { slot: refused.error } },
        refused.status,
      )
    const url = new URL(request.url)
    url.searchParams.delete('proof')
    return redirect(`${url.pathname}${url.search}`)
  }
  const parsed = cancelSchema.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success)
    return data<CancelActionData>({ formError: null, errors: fieldErrors(parsed.error) }, 400)
  const now = new Date()
  if (!canCustomerCancel(row, now)) {
    return data<CancelActionData>(
      {
        formError:
          row.booking.status === 'pending' || row.booking.status === 'confirmed'
            ? 'Your appointment is less than 24 hours away. Please call the detailer to cancel.'
            : `This booking is already ${row.booking.status}.`,
        errors: {},
      },
      409,
    )
  }
  if (!parsed.data.confirmed) {
    return data<CancelActionData>({
      formError: null,
      errors: {},
      confirm: { reason: parsed.data.reason },
    })
  }
  if (!(await cancelByCustomer(context.db, row, parsed.data.reason, now))) {
    return data<CancelActionData>(
      { formError: 'This booking has changed meanwhile.', errors: {} },
      409,
    )
  }
  // More than 24 hours before: the deposit goes back in full (spec §9).
  await refundByPolicy(context, row.booking.id, 'customer-cancel', now)
  const url = new URL(request.url)
  return redirect(`${url.pathname}${url.search}`)
}

export default function BookingConfirmation() {
  const { booking, homePath, move, repick, notice } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <Confirmation
      booking={booking}
      homePath={homePath}
      result={result}
      notice={notice}
      move={
        move ? (
          <MoveBooking
            picker={move}
            error={result?.errors.slot}
            words={repick ? REPICK : undefined}
          />
        ) : null
      }
    />
  )
}
