import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from '~/components/landing/icons'
import { SOCIAL_LABELS, type SocialLink, type SocialNetwork } from '~/lib/social'

const ICONS: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  youtube: YouTubeIcon,
}

/** Icon links to the business's profiles; each is named for screen readers ('Facebook'). */
export function SocialLinks({
  links,
  businessName,
  className = '',
}: {
  links: SocialLink[]
  businessName: string
  className?: string
}) {
  if (links.length === 0) return null
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {links.map(({ network, url }) => {
        const Icon = ICONS[network]
        return (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${businessName} on ${SOCIAL_LABELS[network]}`}
              className="grid h-9 w-9 place-items-center rounded-full hover:bg-black/10"
            >
              <Icon className="h-5 w-5" />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
