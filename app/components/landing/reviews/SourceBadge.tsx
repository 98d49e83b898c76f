import { FacebookIcon, GlobeIcon } from '~/components/landing/icons'
import { SOURCE_LABELS } from '~/lib/review-display'
import { type ReviewSource } from '~/lib/review-schemas'

const MARKS: Record<ReviewSource, { mark: string; color: string }> = {
  google: { mark: 'G', color: 'bg-blue-600' },
  yelp: { mark: 'y', color: 'bg-red-700' },
  facebook: { mark: 'f', color: 'bg-blue-700' },
  website: { mark: 'w', color: 'bg-brand-700' },
  imported: { mark: '↓', color: 'bg-slate-600' },
  unknown: { mark: '?', color: 'bg-slate-500' },
}

/** Where the review came from: an icon with the source's name for screen readers. */
export function SourceBadge({ source }: { source: ReviewSource }) {
  const { mark, color } = MARKS[source]
  const label = `Source: ${SOURCE_LABELS[source]}`
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`grid h-7 w-7 shrink-0 place-items-center rounded-full text-sm font-bold text-white ${color}`}
    >
      {source === 'facebook' ? (
        <FacebookIcon />
      ) : source === 'website' ? (
        <GlobeIcon />
      ) : (
        <span aria-hidden>{mark}</span>
      )}
    </span>
  )
}
