import { type TextField as Name } from '~/lib/application-form'
import { Section } from './Section'
import { type SectionProps } from './sections.types'
import { TextField } from './TextField'

const LINKS: { name: Exclude<Name, 'gbp_url'>; label: string; placeholder: string }[] = [
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

export function SocialSection({ values, set, errors, onFindProfile }: Props) {
  return (
    <Section
      step={3}
      title="Social Media & Portfolio"
      intro="Optional, but links to your reviews and work speed up the review."
    >
      <div className="sm:col-span-2">
        <TextField
          name="gbp_url"
          label="Google Business Profile"
          type="url"
          placeholder="https://g.page/…"
          value={values.gbp_url}
          error={errors.gbp_url}
          onValue={(v) => set('gbp_url', v)}
          maxLength={500}
        />
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
      {LINKS.map((link) => (
        <TextField
          key={link.name}
          name={link.name}
          label={link.label}
          type="url"
          placeholder={link.placeholder}
          value={values[link.name]}
          error={errors[link.name]}
          onValue={(v) => set(link.name, v)}
          maxLength={500}
        />
      ))}
    </Section>
  )
}
