import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { LinkOutcome } from '~/components/account/LinkOutcome'
import { EMAIL_TAKEN } from '~/lib/account/settings-schema'
import { redeemEmailChange } from '~/server/account/email-change.server'
import { sessionSecret } from '~/server/auth/session.server'
import { dispatchOutbox } from '~/server/email/dispatch.server'

export const meta: MetaFunction = () => [
  { title: 'Confirm your new email | Mobile Detail Hub' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
]
export const headers = () => ({ 'Cache-Control': 'no-store' })

const TEXT = {
  changed: ['Your email is changed', 'Sign in with your new email from now on.'],
  taken: [EMAIL_TAKEN, 'Your email was not changed. Choose another one in Settings.'],
  invalid: [
    'This link is invalid or has expired',
    'Your email was not changed. Ask for a new link in Settings.',
  ],
} as const

// /account/confirm-email?uid&to&exp&sig: the link mailed to the new address. Opening it proves
// the new inbox is the account owner's; like the confirmation link, a GET acts (a mail scanner
// opening it proves the same).
export async function loader({ context, request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const outcome = await redeemEmailChange(context.db, sessionSecret(context.env), params)
  // A GET: the worker sends mail after writes only, so the old address's notice goes now.
  if (outcome === 'changed') context.waitUntil(dispatchOutbox(context.env))
  return data({ outcome }, outcome === 'changed' ? 200 : outcome === 'taken' ? 409 : 410)
}

export default function ConfirmEmail() {
  const { outcome } = useLoaderData<typeof loader>()
  const [heading, text] = TEXT[outcome]
  return <LinkOutcome heading={heading} text={text} />
}
