import { Link } from '@remix-run/react'
import { LoginButton } from '~/components/auth/LoginButton'
import { UserMenu } from '~/components/auth/UserMenu'
import { formatPhone, telHref } from '~/lib/format'
import { type Site, sitePath } from '~/lib/site'

interface Props {
  site: Site
  platformName: string
  platformPhone: string | null
  user: HeaderUser | null
}

export interface HeaderUser {
  name: string
  home: string
  settings: string
}

export function SiteHeader({ site, platformName, platformPhone, user }: Props) {
  const name = site.mode === 'affiliate' ? site.tenant.businessName : platformName
  const phone = site.mode === 'affiliate' ? site.tenant.phone : platformPhone
  const home = sitePath(site, '/')
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link
          to={home}
          className="flex items-center gap-2 font-bold text-brand-900"
          data-testid="business-name"
        >
          <span
            aria-hidden
            className="grid h-8 w-8 place-items-center rounded-md bg-brand-600 text-white"
          >
            {name.slice(0, 1)}
          </span>
          <span>{name}</span>
        </Link>
        <nav aria-label="Main" className="hidden gap-6 text-sm font-medium sm:flex">
          <a href={`${home === '/' ? '' : home}#top`}>Home</a>
          <a href={`${home === '/' ? '' : home}#services`}>Services</a>
          <a href={`${home === '/' ? '' : home}#faq`}>FAQ</a>
        </nav>
        <div className="flex items-center gap-3 text-sm">
          {phone ? (
            <a href={telHref(phone)} className="hidden font-medium md:inline">
              {formatPhone(phone)}
            </a>
          ) : (
            <span className="hidden text-red-600 md:inline">No phone data</span>
          )}
          {site.mode === 'platform' ? (
            <Link
              to="/affiliate-onboarding"
              className="hidden font-medium text-brand-700 sm:inline"
            >
              Join as a Detailer
            </Link>
          ) : null}
          {user ? <UserMenu {...user} /> : <LoginButton />}
        </div>
      </div>
    </header>
  )
}
