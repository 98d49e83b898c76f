import { type TextField as Name } from '~/lib/application-form'
import { Section } from './Section'
import { type SectionProps } from './sections.types'
import { TextField } from './TextField'

const LINKS: { name: Name; label: string; placeholder: string }[] = [
  { name: 'gbp_url', label: 'Google Business Profile', placeholder: 'https://g.page/…' },
  { name: 'website_url', label: 'Website', placeholder: 'https://yourbusiness.com' },
  { name: 'instagram_url', label: 'Instagram', placeholder: 'https://instagram.com/…' },
  { name: 'facebook_url', label: 'Facebook', placeholder: 'https://facebook.com/…' },
  { name: 'tiktok_url', label: 'TikTok', placeholder: 'https://tiktok.com/@…' },
  { name: 'youtube_url', label: 'YouTube', placeholder: 'https://youtube.com/@…' },
]

interface Props extends SectionProps {
  /** Opens the Google Business Profile helper; absent without JavaScript. */
  onFindProfile: (() => void) | null
}

export function SocialSection({ onFindProfile, ...form }: Props) {
  const [profile, ...others] = LINKS.map((link) => (
    <TextField key={link.name} form={form} type="url" maxLength={500} {...link} />
  ))
  return (
    <Section
      step={3}
      title="Social Media & Portfolio"
      intro="Optional, but links to your reviews and work speed up the review."
    >
      <div className="sm:col-span-2">
        {profile}
        {onFindProfile ? (
          <button
            type="button"
            onClick={onFindProfile}
            className="mt-2 text-sm font-semibold text-brand-700 underline"
          >
            Find Your Google Business Profile
          </button>
        ) : null}
      </div>
      {others}
    </Section>
  )
}
