import { Link } from '@remix-run/react'
import { useRef } from 'react'
import { AffiliatesMenuLoader } from '~/components/admin/AffiliatesMenuLoader'
import { LoginButton } from '~/components/auth/LoginButton'
import { LocationButton } from '~/components/landing/location/LocationButton'
import { DeferredUserMenu } from '~/components/deferred/chrome'
import { type Chrome, siteIdentity } from '~/lib/chrome'
import { openingSoon, type Site, sitePath } from '~/lib/site'
import { BrandMark } from './BrandMark'
import { MobileMenuButton, MobileMenuPanel, useMobileMenu } from './header/MobileMenu'
import { NavLinks } from './header/NavLinks'
import { PhoneLink } from './header/PhoneLink'
import { SocialLinks } from './SocialLinks'

export interface HeaderUser {
  name: string
  home: string
  settings: string
  isAdmin?: boolean
}

interface Props {
  site: Site
  chrome: Chrome | null
  user: HeaderUser | null
}

const NAV = 'rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:text-brand-700'

/** Spec §2 header: logo, name, nav, phone, socials, location (affiliate), Join, Login or menu. */
export function SiteHeader({ site, chrome, user }: Props) {
  const identity = siteIdentity(site, chrome)
  const home = sitePath(site, '/')
  const affiliate = site.mode === 'affiliate'
  const sections = !openingSoon(site)
  const ref = useRef<HTMLElement>(null)
  const menu = useMobileMenu(ref)
  return (
    <header
      ref={ref}
      data-site-header
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden"
    >
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link
          to={home}
          className="flex min-w-0 items-center gap-2 font-bold text-brand-900"
          data-testid="business-name"
        >
          {/* Never squeezed: a crowded header (an admin's, on a phone) shortens the name instead. */}
          <span className="shrink-0">
            <BrandMark name={identity.name} logoUrl={identity.logoUrl} />
          </span>
          <span className="truncate">{identity.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLinks home={home} sections={sections} className={NAV} />
        </nav>
        <div className="flex shrink-0 items-center gap-3 text-sm">
          <PhoneLink phone={identity.phone} className="hidden lg:inline-flex" />
          <SocialLinks
            links={identity.socials}
            businessName={identity.name}
            className="hidden text-slate-600 xl:flex"
          />
          {affiliate ? (
            <LocationButton className="hidden max-w-[12rem] rounded-full border border-slate-300 px-3 py-1.5 text-slate-700 hover:border-brand-500 md:inline-flex" />
          ) : (
            <Link
              to="/affiliate-onboarding"
              className="hidden font-semibold text-brand-700 hover:underline sm:inline"
            >
              Join as a Detailer
            </Link>
          )}
          {/* Admin-only; its code loads only for admins (see AffiliatesMenuLoader). */}
          {user?.isAdmin ? <AffiliatesMenuLoader /> : null}
          {user ? <DeferredUserMenu {...user} /> : <LoginButton />}
          <MobileMenuButton open={menu.open} onToggle={menu.toggle} />
        </div>
      </div>
      <MobileMenuPanel
        open={menu.open}
        onClose={menu.close}
        home={home}
        sections={sections}
        joinLink={!affiliate}
      >
        <PhoneLink phone={identity.phone} />
        {affiliate ? <LocationButton className="text-slate-700" /> : null}
        <SocialLinks
          links={identity.socials}
          businessName={identity.name}
          className="-ml-2 text-slate-600"
        />
      </MobileMenuPanel>
    </header>
  )
}
