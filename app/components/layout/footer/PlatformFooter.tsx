import { Link } from '@remix-run/react'
import { LocationSearch } from '~/components/landing/location/LocationSearch'
import { type FooterState, type Identity, type OpenFooterState } from '~/lib/chrome'
import { type HeaderUser } from '../SiteHeader'
import { PhoneLink } from '../header/PhoneLink'
import { FooterAccount } from './FooterAccount'
import { Copyright, FOOTER_LINK, FooterColumn } from './FooterColumn'
import { StateAreas } from './StateAreas'
import { FollowUsColumn } from './FollowUsColumn'

/** Spec §2 platform footer: Connect, Follow Us, Service Areas (state → city, search), credit. */
export function PlatformFooter({
  identity,
  states,
  openState,
  user,
}: {
  identity: Identity
  states: FooterState[]
  openState: OpenFooterState | null
  user: HeaderUser | null
}) {
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
        <FooterColumn title="Connect">
          <PhoneLink phone={identity.phone} className="text-white" />
          {identity.email ? (
            <a href={`mailto:${identity.email}`} className={`${FOOTER_LINK} block break-all`}>
              {identity.email}
            </a>
          ) : null}
          <Link to="/affiliate-onboarding" className={`${FOOTER_LINK} block font-semibold`}>
            Join as a Detailer
          </Link>
          <FooterAccount user={user} />
        </FooterColumn>
        <FollowUsColumn identity={identity} />
        <FooterColumn title="Service Areas" id="service-areas">
          <StateAreas states={states} open={openState} />
          <div className="pt-2">
            <LocationSearch label="Find a detailer by ZIP code or city" tone="dark" />
          </div>
        </FooterColumn>
      </div>
      <Copyright name={identity.name} poweredBy />
    </>
  )
}
