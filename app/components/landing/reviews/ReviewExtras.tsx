import { type LandingReview } from '~/lib/review-display'

/** The customer's photos (each opening the full image) and the business's public reply. */
export function ReviewExtras({ review: r, full }: { review: LandingReview; full?: boolean }) {
  const size = full ? 96 : 64
  return (
    <>
      {r.photos.length ? (
        <p className="mt-3 flex gap-2">
          {r.photos.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img
                src={url}
                alt={`The work, as ${r.name} saw it (${i + 1})`}
                width={size}
                height={size}
                loading="lazy"
                className="rounded-md border object-cover"
                style={{ height: size }}
              />
            </a>
          ))}
        </p>
      ) : null}
      {r.reply ? (
        <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-slate-50 px-3 py-2 text-sm">
          <p className="font-semibold">{`Response from ${r.reply.by}`}</p>
          <p className={`mt-1 whitespace-pre-line text-slate-700 ${full ? '' : 'line-clamp-3'}`}>
            {r.reply.text}
          </p>
        </div>
      ) : null}
    </>
  )
}
