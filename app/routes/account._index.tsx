import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { noindexMeta, privateNoStoreHeaders } from '~/lib/private-page'
import { MyBookingsPage } from '~/components/account/MyBookingsPage'
import { pageParam } from '~/lib/account/bookings'
import { loadMyBookings } from '~/server/account/my-bookings.server'
import { sendVerifyEmail } from '~/server/account/verify-email.server'
import { sessionSecret } from '~/server/auth/session.server'
import { requireUser } from '~/server/guards.server'

export const meta = noindexMeta('My bookings')
export const headers = privateNoStoreHeaders

// /account: the signed-in person's own bookings (any role: an admin or detailer who booked a
// detail sees theirs; nobody sees anyone else's). Signed out, it is the login page.
export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, '/login')
  const url = new URL(request.url)
  const pages = {
    upcoming: pageParam(url.searchParams.get('upcoming')),
    past: pageParam(url.searchParams.get('past')),
  }
  const lists = await loadMyBookings(context.db, sessionSecret(context.env), user, pages)
  return { email: user.email, pages, ...lists }
}

const TOO_MANY = 'Too many confirmation emails. Please try again in an hour.'

export async function action({ context, request }: ActionFunctionArgs) {
  const user = await requireUser(context, request, '/login')
  const form = await request.formData().catch(() => null)
  if (form?.get('intent') !== 'verify-email')
    return data({ sent: false, error: 'Please use the form on this page.' }, 400)
  if (!(await sendVerifyEmail(context.db, user))) return data({ sent: false, error: TOO_MANY }, 429)
  return { sent: true, error: null }
}

export default function MyBookings() {
  const page = useLoaderData<typeof loader>()
  const verify = useActionData<typeof action>()
  return <MyBookingsPage {...page} verify={verify} />
}
