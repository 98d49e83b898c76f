import { Link, useFetcher } from '@remix-run/react'
import { type MouseEvent, useState } from 'react'
import { useLocationContext } from '~/components/landing/location/LocationContext'
import { type FooterCity, type FooterState, type OpenFooterState } from '~/lib/chrome'
import { makeLocation } from '~/lib/location/selected'
import { stateName } from '~/lib/us-states'
import { FOOTER_LINK } from './FooterColumn'

const CHIP =
  'inline-block rounded-md border border-white/20 px-2.5 py-1 text-left hover:border-white/60 hover:bg-white/10'

interface StateCities {
  success: boolean
  state?: string
  cities?: FooterCity[]
}

/** A plain left click (not a new tab or window), which JavaScript may handle in place. */
const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/**
 * Service areas by state, then city (spec §2). The page carries only the states with their city
 * counts; a state's cities load when it is opened (decision 015). Each state is a link to
 * `?areas=XX`, so without JavaScript the page reloads with that state open; with it, the cities
 * arrive from /api/service_areas/footer/XX in place.
 */
export function StateAreas({
  states,
  open,
}: {
  states: FooterState[]
  open: OpenFooterState | null
}) {
  const { setLocation } = useLocationContext()
  const fetcher = useFetcher<StateCities>()
  const [chosen, setChosen] = useState<string | null>(open?.code ?? null)
  if (states.length === 0) return <p>New service areas are coming soon.</p>

  if (chosen === null) {
    // Plain comparison, not localeCompare: the names are ASCII, and the first collation a page
    // asks for loads the browser's locale data, 10 ms and more on its main thread (issue 43).
    const sorted = [...states].sort((a, b) => (stateName(a.code) < stateName(b.code) ? -1 : 1))
    return (
      <ul className="flex flex-wrap gap-2" aria-label="States we serve">
        {sorted.map(({ code, cities }) => (
          <li key={code}>
            <Link
              to={{ search: `?areas=${code}`, hash: 'service-areas' }}
              preventScrollReset
              className={CHIP}
              onClick={(e) => {
                if (!plainClick(e)) return
                e.preventDefault()
                setChosen(code)
                fetcher.load(`/api/service_areas/footer/${code}`)
              }}
            >
              {stateName(code)}
              <span className="ml-1 text-slate-300">({cities})</span>
            </Link>
          </li>
        ))}
      </ul>
    )
  }

  const loaded = fetcher.data?.state === chosen ? fetcher.data.cities : undefined
  const cities = open?.code === chosen ? open.cities : loaded
  return (
    <div>
      <Link
        to={{ search: '', hash: 'service-areas' }}
        preventScrollReset
        className={FOOTER_LINK}
        onClick={(e) => {
          if (!plainClick(e)) return
          e.preventDefault()
          setChosen(null)
        }}
      >
        ← Back to states
      </Link>
      <h3 className="mt-2 font-semibold text-white">{stateName(chosen)}</h3>
      {cities ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Cities in ${stateName(chosen)}`}>
          {cities.map(({ city, slug }) => (
            <li key={city}>
              <Link
                to={`/${slug}`}
                className={CHIP}
                onClick={() => setLocation(makeLocation(city, chosen))}
              >
                {city}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2" role="status">
          {fetcher.state === 'idle' && fetcher.data
            ? 'Cities could not be loaded.'
            : 'Loading cities…'}
        </p>
      )}
    </div>
  )
}
