import { type LandingReview } from '~/lib/review-display'

/** The customer's photos, small, each opening the full image. */
export function ReviewPhotos({ review, size = 64 }: { review: LandingReview; size?: number }) {
  if (review.photos.length === 0) return null
  return (
    <ul className="mt-3 flex gap-2" aria-label={`Photos from ${review.name}`}>
      {review.photos.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer" className="block">
            <img
              src={url}
              alt={`Photo ${i + 1} of ${review.photos.length} from ${review.name}`}
              width={size}
              height={size}
              loading="lazy"
              decoding="async"
              className="rounded-md border border-slate-200 object-cover"
              style={{ width: size, height: size }}
            />
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The business's public reply under the review. */
export function ReviewReply({ review, clamp = false }: { review: LandingReview; clamp?: boolean }) {
  if (!review.reply) return null
  return (
    <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-slate-50 px-3 py-2 text-sm">
      <p className="font-semibold text-slate-900">{`Response from ${review.reply.by}`}</p>
      <p className={`mt-1 whitespace-pre-line text-slate-700 ${clamp ? 'line-clamp-3' : ''}`}>
        {review.reply.text}
      </p>
    </div>
  )
}
