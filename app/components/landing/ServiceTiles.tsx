import { Link } from '@remix-run/react'
import { SERVICE_TILES } from '~/lib/services-catalog'
import { type Site, sitePath } from '~/lib/site'

const BLURBS: Readonly<Record<(typeof SERVICE_TILES)[number]['slug'], string>> = {
  'auto-detailing': 'Inside-and-out detailing for cars, trucks and SUVs at your driveway.',
  'marine-detailing': 'Gelcoat cleaning, oxidation removal and protection at the dock or lot.',
  'rv-detailing': 'Roof, sidewalls and awnings cleaned and sealed for the road ahead.',
  'ceramic-coating': 'Years of gloss and easy washing, bonded to properly prepared paint.',
  'paint-correction': 'Machine polishing that removes swirls, haze and light scratches.',
  'paint-protection-film': 'Clear, self-healing film that stops rock chips on high-impact panels.',
}

/** Spec §2 service tiles: the service pages of what the site offers (all six on the platform). */
export function ServiceTiles({ site }: { site: Site }) {
  const tiles =
    site.mode === 'affiliate'
      ? SERVICE_TILES.filter((tile) => site.tenant.offers.includes(tile.slug))
      : SERVICE_TILES
  return (
    <section id="services" aria-labelledby="services-heading" className="scroll-mt-20 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="services-heading" className="text-3xl font-bold tracking-tight">
          Our Services
        </h2>
        <p className="mt-2 text-slate-600">Professional care for every vehicle, wherever it is.</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.slug}>
              <Link
                to={sitePath(site, `/service/${tile.slug}`)}
                className="group block h-full rounded-xl border border-slate-200 p-6 transition hover:border-brand-500 hover:shadow-md"
              >
                <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">
                  {tile.title}
                </span>
                <span className="mt-2 block text-sm text-slate-600">{BLURBS[tile.slug]}</span>
                <span aria-hidden className="mt-4 block text-sm font-semibold text-brand-700">
                  Learn more →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
