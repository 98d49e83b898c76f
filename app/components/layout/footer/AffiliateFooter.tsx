import { Link } from '@remix-run/react'
import { LocationButton } from '~/components/landing/location/LocationButton'
import { QuoteButton } from '~/components/quote/QuoteButton'
import { type AreaLite } from '~/lib/location/selected'
import { type Identity } from '~/lib/chrome'
import { type Site, sitePath, type Tenant } from '~/lib/site'
import { PhoneLink } from '../header/PhoneLink'
import { Copyright, FOOTER_LINK, FooterColumn } from './FooterColumn'
import { LocationPanel } from './LocationPanel'
import { FollowUsColumn } from './FollowUsColumn'

const CTA = 'rounded-md px-4 py-2 text-center font-semibold'

/** Spec §2 affiliate footer: Get in Touch, Follow Us, Service Areas, Ready to Get Started. */
export function AffiliateFooter({
  site,
  tenant,
  identity,
  areas,
}: {
  site: Site
  tenant: Tenant
  identity: Identity
  areas: AreaLite[]
}) {
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn title="Get in Touch">
          <PhoneLink phone={identity.phone} className="text-white" />
          {identity.email ? (
            // Spec §2: the email opens the quote form rather than a mail program.
            <QuoteButton
              businessSlug={tenant.slug}
              businessName={tenant.businessName}
              label={identity.email}
              className={`${FOOTER_LINK} block break-all text-left`}
            />
          ) : null}
          <LocationButton className={FOOTER_LINK} />
          <LocationPanel site={site} />
        </FooterColumn>
        <FollowUsColumn identity={identity} />
        <FooterColumn title="Service Areas">
          {areas.length > 0 ? (
            <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
              {areas.map((a) => (
                <li
                  key={`${a.city}-${a.state}`}
                  className={a.primary ? 'font-semibold text-white' : ''}
                >
                  {a.city}, {a.state}
                </li>
              ))}
            </ul>
          ) : (
            <p>Service areas are being updated.</p>
          )}
        </FooterColumn>
        <FooterColumn title="Ready to Get Started">
          {/* Before Go live the booking pages lead back to "Opening soon" (issue 40): a request is
              the one thing a visitor can do, so the footer offers only that. */}
          {tenant.liveAt ? (
            <p>Book online in minutes or tell us what you need for a free quote.</p>
          ) : (
            <p>Online booking opens soon. Leave a request and we will get back to you.</p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
            {tenant.liveAt ? (
              <Link
                to={sitePath(site, '/booking')}
                className={`${CTA} bg-white text-brand-900 hover:bg-brand-50`}
              >
                Book Your Detail
              </Link>
            ) : null}
            <QuoteButton
              businessSlug={tenant.slug}
              businessName={tenant.businessName}
              label={tenant.liveAt ? 'Get a Free Quote' : 'Leave a request'}
              className={`${CTA} border border-white/60 text-white hover:bg-white/10`}
            />
          </div>
        </FooterColumn>
      </div>
      <Copyright name={tenant.businessName} />
    </>
  )
}
