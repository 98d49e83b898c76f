import { Form, Link } from '@remix-run/react'
import { LoginButton } from '~/components/auth/LoginButton'
import { type HeaderUser } from '../SiteHeader'
import { FOOTER_LINK } from './FooterColumn'

/**
 * The footer's Login or user menu (spec §2, platform Connect column). Its wording differs from
 * the header's ('Sign in', 'Sign out') so each control has a name of its own on the page.
 */
export function FooterAccount({ user }: { user: HeaderUser | null }) {
  if (!user) return <LoginButton label="Sign in" className={FOOTER_LINK} />
  return (
    <div className="space-y-1">
      <p className="text-slate-300">Signed in as {user.name}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to={user.home} className={FOOTER_LINK}>
          {user.home === '/account' ? 'Your bookings' : 'Your dashboard'}
        </Link>
        <Link to={user.settings} className={FOOTER_LINK}>
          Your settings
        </Link>
      </p>
      <Form method="post" action="/logout">
        <button type="submit" className={FOOTER_LINK}>
          Sign out
        </button>
      </Form>
    </div>
  )
}
