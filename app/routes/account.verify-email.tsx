import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { noStoreHeaders } from '~/lib/private-page'
import { redeemVerifyLink } from '~/server/account/verify-email.server'
import { sessionSecret } from '~/server/auth/session.server'

export const meta: MetaFunction = () => [
  { title: 'Confirm your email | Mobile Detail Hub' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
]
export const headers = noStoreHeaders

// /account/verify-email?uid&exp&sig: the link from the confirmation email. Opening it proves the
// inbox is the account's (decision 023); a mail scanner opening it proves the same, so a GET acts.
export async function loader({ context, request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const ok = await redeemVerifyLink(context.db, sessionSecret(context.env), params)
  return data({ ok }, ok ? 200 : 410)
}

export default function VerifyEmail() {
  const { ok } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-3xl font-bold">
        {ok ? 'Your email is confirmed' : 'This link is invalid or has expired'}
      </h1>
      <p className="mt-3 text-slate-700">
        {ok
          ? 'Booking requests you made with this address now appear in My bookings.'
          : 'Sign in and send a new confirmation email from My bookings.'}
      </p>
      <Link
        to="/account"
        className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Go to My bookings
      </Link>
    </section>
  )
}
