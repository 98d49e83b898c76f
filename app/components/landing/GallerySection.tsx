import { type GalleryPhoto } from '~/lib/brand/types'

/**
 * The detailer's gallery photos (dashboard Website tab) on its own site; before/after photos show
 * as pairs in the results slider instead. Each is lazy-loaded from /uploads/ (immutable caching)
 * in a 4:3 box, so the page keeps its place while they arrive.
 */
export function GallerySection({
  businessName,
  photos,
}: {
  businessName: string
  photos: readonly GalleryPhoto[]
}) {
  return (
    <section id="gallery" aria-labelledby="gallery-heading" className="scroll-mt-20 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="gallery-heading" className="text-3xl font-bold tracking-tight">
          Work by {businessName}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.url}>
              <img
                src={photo.url}
                alt={photo.alt}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full rounded-lg bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
