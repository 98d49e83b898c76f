import { Link } from '@remix-run/react'
import { LocationButton } from '~/components/landing/location/LocationButton'
import { useLocationContext } from '~/components/landing/location/LocationContext'
import { LocationSearch } from '~/components/landing/location/LocationSearch'
import { QuoteButton } from '~/components/quote/QuoteButton'
import { offersPhrase } from '~/lib/offers'
import { sitePath } from '~/lib/site'
import { HeroBackground } from './HeroBackground'

interface Props {
  /** What the no-JavaScript location form sent, and the alert it produced (spec §8). */
  locationText: string
  locationAlert: string | null
}

const BUTTON = 'rounded-lg px-6 py-3 text-lg font-semibold shadow-sm focus-visible:outline-offset-2'

export function Hero({ locationText, locationAlert }: Props) {
  const { site, effective } = useLocationContext()
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[32rem] items-center overflow-hidden bg-brand-900 text-white sm:min-h-[36rem]"
    >
      <HeroBackground />
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-16 text-center">
        {site.mode === 'platform' ? (
          <>
            <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-6xl">
              Find Mobile Detailing Near You
            </h1>
            <div className="mt-8 w-full max-w-xl">
              <LocationSearch
                size="large"
                label="Find detailers near you"
                initialText={locationText}
                initialAlert={locationAlert}
              />
            </div>
            <p className="mt-5 text-lg text-slate-100">
              We&apos;ll connect you with professional detailers in your area
            </p>
          </>
        ) : (
          <>
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">
              {site.tenant.businessName}
            </p>
            <h1 id="hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-6xl">
              Premium Mobile Detailing
            </h1>
            <p className="mt-5 text-lg text-slate-100">
              We come to you{effective ? ` in ${effective.city}, ${effective.state}` : ''}:{' '}
              {offersPhrase(site.tenant.offers)}.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link
                to={sitePath(site, '/booking')}
                className={`${BUTTON} bg-white text-brand-900 hover:bg-brand-50`}
              >
                Book Now
              </Link>
              <QuoteButton
                businessSlug={site.tenant.slug}
                businessName={site.tenant.businessName}
                className={`${BUTTON} border border-white/70 text-white hover:bg-white/10`}
              />
            </div>
            <LocationButton className="mt-6 max-w-full rounded-full bg-white/10 px-4 py-2 text-sm hover:bg-white/20" />
            {locationAlert ? (
              <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                {locationAlert}
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  )
}
