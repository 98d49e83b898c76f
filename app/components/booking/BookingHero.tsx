import { useEffect, useState } from 'react'

const SLIDES = [
  { src: '/booking/hero-wash.svg', alt: 'Illustration of a car covered in wash foam' },
  {
    src: '/booking/hero-coating.svg',
    alt: 'Illustration of water beading on a freshly coated hood',
  },
  { src: '/booking/hero-marine.svg', alt: 'Illustration of a boat and an RV beside a lake' },
] as const

// Spec §9: hero images change every 8 s with a 2 s fade.
const ROTATE_MS = 8000

interface Props {
  title: string
  subtitle: string
}

/** Rotating artwork behind the page title; pausable, and still for reduced-motion users. */
export function BookingHero({ title, subtitle }: Props) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  // The other slides join the page a little before the first change (or when a dot is pressed),
  // not with it: three images in view at load are three fetches and decodes beside the one that
  // is the page's largest paint, and without JavaScript the slideshow never moves (issue 43).
  const [others, setOthers] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setOthers(true), ROTATE_MS - 2000)
    return () => clearTimeout(timer)
  }, [])
  useEffect(() => {
    if (paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), ROTATE_MS)
    return () => clearInterval(timer)
  }, [paused])

  return (
    <section
      aria-label="Featured work"
      className="relative h-56 overflow-hidden bg-brand-900 sm:h-72"
    >
      {SLIDES.map((slide, i) =>
        i !== index && !others ? null : (
          <img
            key={slide.src}
            src={slide.src}
            alt={slide.alt}
            aria-hidden={i !== index}
            width={1600}
            height={600}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
            className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-[2000ms] motion-reduce:transition-none ${i === index ? 'opacity-100' : 'opacity-0'}`}
          />
        ),
      )}
      <div className="relative mx-auto flex h-full max-w-6xl items-end px-4 pb-10">
        <div className="max-w-xl rounded-lg bg-brand-900/85 p-4 text-white">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-brand-100 sm:text-base">{subtitle}</p>
        </div>
      </div>
      <div className="absolute bottom-2 right-4 flex items-center gap-2 [@media(scripting:none)]:hidden">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.src}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={`Show slide ${i + 1} of ${SLIDES.length}`}
            aria-current={i === index ? 'true' : undefined}
            className="grid h-6 w-6 place-items-center"
          >
            <span
              className={`h-3 w-3 rounded-full border border-white ${i === index ? 'bg-white' : 'bg-brand-900/60'}`}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="ml-1 rounded bg-brand-900/85 px-2 py-0.5 text-xs font-medium text-white"
        >
          {paused ? 'Play' : 'Pause'}
          <span className="sr-only"> slideshow</span>
        </button>
      </div>
    </section>
  )
}
