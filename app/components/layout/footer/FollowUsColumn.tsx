import { type Identity } from '~/lib/chrome'
import { SocialLinks } from '../SocialLinks'
import { FooterColumn } from './FooterColumn'

/** The footer's 'Follow Us' column, the same in both site modes. */
export function FollowUsColumn({ identity }: { identity: Identity }) {
  return (
    <FooterColumn title="Follow Us">
      {identity.socials.length > 0 ? (
        <SocialLinks links={identity.socials} businessName={identity.name} className="-ml-2" />
      ) : (
        <p>Follow us soon on social media.</p>
      )}
    </FooterColumn>
  )
}
