import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Confirmation } from '~/components/booking/request/Confirmation'
import { MoveBooking } from '~/components/booking/request/MoveBooking'
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Booking ${data.booking.reference} | ${data.booking.businessName}`
      : 'Page Not Found | Mobile Detail Hub',
  },
  { name: 'robots', content: 'noindex' },
  // same-origin: the link's secret never leaves in a Referer, yet this page's own forms still
  // post with their Origin (under no-referrer a browser sends Origin: null, refused as cross-site).
  { name: 'referrer', content: 'same-origin' },
]
export const headers = () => ({ 'Cache-Control': 'no-store' })

// /booking/confirmation?ref=MDH-…&key=… (and /{slug}/…): the customer's booking page, where a
// sent request lands and the emails link to. The key is an HMAC of the reference that only the
// customer was given, so references cannot be used to look up other customers' requests.
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { site, row } = await requireCustomerBooking(context, params, request)
  const now = new Date()
  const move = await customerMoveOptions(
    context,
    row,
    now,
    new URL(request.url).searchParams.get('day'),
  )
  return { homePath: homePathOf(site), booking: customerView(row, now), move }
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
  if (form?.get('intent') === 'move') {
    const slot = form.get('slot')
    const refused = await moveByCustomer(
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
  const url = new URL(request.url)
  return redirect(`${url.pathname}${url.search}`)
}

export default function BookingConfirmation() {
  const { booking, homePath, move } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <Confirmation
      booking={booking}
      homePath={homePath}
      result={result}
      move={move ? <MoveBooking picker={move} error={result?.errors.slot} /> : null}
    />
  )
}
