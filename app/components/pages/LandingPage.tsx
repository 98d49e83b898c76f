import { Link } from '@remix-run/react'
import { SERVICE_TILES } from '~/lib/services-catalog'
import { type Site, sitePath } from '~/lib/site'

export function LandingPage({ site }: { site: Site }) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 px-4 py-20 text-center text-white">
        {site.mode === 'platform' ? (
          <>
            <h1 className="text-4xl font-bold sm:text-5xl">Find Mobile Detailing Near You</h1>
            <p className="mt-4 text-lg text-brand-100">
              We&apos;ll connect you with professional detailers in your area
            </p>
          </>
        ) : (
          <>
            <h1 className="text-4xl font-bold sm:text-5xl">Premium Mobile Detailing</h1>
            <p className="mt-4 text-lg text-brand-100">{site.tenant.businessName}</p>
            <div className="mt-8 flex justify-center gap-3">
              <Link
                to={sitePath(site, '/booking')}
                className="rounded-md bg-white px-5 py-2.5 font-semibold text-brand-900"
              >
                Book Now
              </Link>
            </div>
          </>
        )}
      </section>
      <section id="services" className="mx-auto max-w-6xl px-4 py-16">
        <h2 className="text-2xl font-bold">Services</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_TILES.map((tile) => (
            <li key={tile.slug}>
              <Link
                to={sitePath(site, `/service/${tile.slug}`)}
                className="block rounded-lg border border-slate-200 p-6 font-semibold hover:border-brand-500"
              >
                {tile.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section id="faq" className="mx-auto max-w-6xl px-4 pb-16">
        <h2 className="text-2xl font-bold">Frequently Asked Questions</h2>
      </section>
    </>
  )
}
