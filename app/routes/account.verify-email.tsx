import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { LinkOutcome } from '~/components/account/LinkOutcome'
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
  return ok ? (
    <LinkOutcome
      heading="Your email is confirmed"
      text="Booking requests you made with this address now appear in My bookings."
    />
  ) : (
    <LinkOutcome
      heading="This link is invalid or has expired"
      text="Sign in and send a new confirmation email from My bookings."
    />
  )
}
