import { type Chrome, siteIdentity } from '~/lib/chrome'
import { type Site } from '~/lib/site'
import { AffiliateFooter } from './footer/AffiliateFooter'
import { Copyright } from './footer/FooterColumn'
import { PlatformFooter } from './footer/PlatformFooter'
import { type HeaderUser } from './SiteHeader'

interface Props {
  site: Site
  chrome: Chrome | null
  user: HeaderUser | null
}

/** Spec §2 footer, by site mode; 'Under Construction' when its data could not be loaded. */
export function SiteFooter({ site, chrome, user }: Props) {
  const identity = siteIdentity(site, chrome)
  let body
  if (site.mode === 'affiliate' && chrome?.kind === 'affiliate') {
    body = (
      <AffiliateFooter site={site} tenant={site.tenant} identity={identity} areas={chrome.areas} />
    )
  } else if (site.mode === 'platform' && chrome?.kind === 'platform') {
    body = (
      <PlatformFooter
        identity={identity}
        states={chrome.states}
        openState={chrome.openState}
        user={user}
      />
    )
  } else {
    body = (
      <>
        <div className="mx-auto max-w-6xl px-4 py-12 text-center">
          <h2 className="text-xl font-semibold text-white">Under Construction</h2>
          <p className="mt-2 text-sm text-slate-200">
            This part of the site is being updated. Please check back soon.
          </p>
        </div>
        <Copyright name={identity.name} poweredBy={site.mode === 'platform'} />
      </>
    )
  }
  return <footer className="bg-brand-900 text-slate-100 print:hidden">{body}</footer>
}
