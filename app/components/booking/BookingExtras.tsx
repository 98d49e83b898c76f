// The static sections under the packages: before/after and the booking FAQ (spec §2), and the
// rating bar above them (static too: its code loads with theirs, deferred/booking.ts).

export { RatingBar } from './RatingBar'

export interface PhotoPair {
  before: { url: string; alt: string }
  after: { url: string; alt: string }
}

const ILLUSTRATIONS = [
  ['/booking/before.svg', 'Before', 'Illustration of dull, swirled paint before a detail'],
  ['/booking/after.svg', 'After', 'Illustration of glossy, corrected paint after a detail'],
] as const

/** The detailer's own before/after pair when it has one (Website tab), else the illustrations. */
export function BeforeAfter({ pair = null }: { pair?: PhotoPair | null }) {
  const figures = pair
    ? [
        [pair.before.url, 'Before', pair.before.alt],
        [pair.after.url, 'After', pair.after.alt],
      ]
    : ILLUSTRATIONS
  return (
    <section aria-labelledby="difference-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="difference-heading" className="text-2xl font-bold">
        See the Difference
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {figures.map(([src, label, alt]) => (
          <figure key={label} className="overflow-hidden rounded-xl border border-slate-200">
            <img
              src={src}
              alt={alt}
              width={800}
              height={450}
              loading="lazy"
              decoding="async"
              className="aspect-video h-auto w-full object-cover"
            />
            <figcaption className="bg-slate-50 px-3 py-2 text-sm font-semibold">{label}</figcaption>
          </figure>
        ))}
      </div>
      {pair ? null : (
        <p className="mt-2 text-sm text-slate-600">
          Illustrations. Ask your detailer for photos of their own work.
        </p>
      )}
    </section>
  )
}

const QUESTIONS = [
  {
    q: 'What happens if it rains?',
    a: "We watch the forecast for your appointment. If the weather isn't suitable for your service, we'll contact you to reschedule.",
  },
  {
    q: 'How long does a detail take?',
    a: "Most services take 2-6 hours, depending on the package and your vehicle's size and condition. You'll get a time estimate when you book.",
  },
  {
    q: 'Do I need to be there?',
    a: "No. You don't need to be present; we only need access to your vehicle and to water (an outdoor faucet is fine).",
  },
]

export function BookingFaq() {
  return (
    <section aria-labelledby="booking-faq-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="booking-faq-heading" className="text-2xl font-bold">
        Booking Questions
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {QUESTIONS.map(({ q, a }) => (
          <details key={q} className="group p-4">
            <summary className="cursor-pointer font-semibold marker:text-brand-700">{q}</summary>
            <p className="mt-2 text-slate-700">{a}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
