import { Link } from '@remix-run/react'
import { formatPhone, telHref } from '~/lib/format'
import { type Site } from '~/lib/site'

interface Props {
  site: Site
  platformName: string
  platformPhone: string | null
  platformEmail: string | null
}

export function SiteFooter({ site, platformName, platformPhone, platformEmail }: Props) {
  const affiliate = site.mode === 'affiliate' ? site.tenant : null
  const phone = affiliate ? affiliate.phone : platformPhone
  const email = affiliate ? affiliate.email : platformEmail
  return (
    <footer className="mt-16 bg-brand-900 text-slate-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
        <div>
          <h2 className="text-lg font-semibold">{affiliate ? 'Get in Touch' : 'Connect'}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {phone ? (
              <li>
                <a href={telHref(phone)}>{formatPhone(phone)}</a>
              </li>
            ) : null}
            {email ? (
              <li>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
            {affiliate ? null : (
              <li>
                <Link to="/affiliate-onboarding">Join as a Detailer</Link>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs text-slate-300">
        © 2024 {affiliate ? affiliate.businessName : platformName}. All rights reserved.
        {affiliate ? null : <span> Powered by Mobile Detail Hub.</span>}
      </div>
    </footer>
  )
}
