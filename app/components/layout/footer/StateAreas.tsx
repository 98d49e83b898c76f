import { Link } from '@remix-run/react'
import { useState } from 'react'
import { useLocationContext } from '~/components/landing/location/LocationContext'
import { type StateAreas as Areas } from '~/lib/chrome'
import { makeLocation } from '~/lib/location/selected'
import { stateName } from '~/lib/us-states'
import { FOOTER_LINK } from './FooterColumn'

const CHIP =
  'rounded-md border border-white/20 px-2.5 py-1 text-left hover:border-white/60 hover:bg-white/10'

/**
 * Service areas by state, then city (spec §2): choose a state, then a city (the first business
 * serving it) or go Back to states. Without JavaScript every state's cities are listed instead.
 */
export function StateAreas({ areas }: { areas: Areas }) {
  const { setLocation } = useLocationContext()
  const [state, setState] = useState<string | null>(null)
  const states = Object.keys(areas).sort((a, b) => stateName(a).localeCompare(stateName(b)))
  if (states.length === 0) return <p>New service areas are coming soon.</p>

  const cityLinks = (code: string) => (
    <ul className="mt-2 flex flex-wrap gap-2">
      {Object.entries(areas[code] ?? {}).map(([city, slugs]) => (
        <li key={city}>
          <Link
            to={`/${slugs[0]}`}
            className={`${CHIP} inline-block`}
            onClick={() => setLocation(makeLocation(city, code))}
          >
            {city}
          </Link>
        </li>
      ))}
    </ul>
  )

  return (
    <div>
      <div className="js-only">
        {state === null ? (
          <ul className="flex flex-wrap gap-2" aria-label="States we serve">
            {states.map((code) => (
              <li key={code}>
                <button type="button" className={CHIP} onClick={() => setState(code)}>
                  {stateName(code)}
                  <span className="ml-1 text-slate-300">
                    ({Object.keys(areas[code] ?? {}).length})
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div>
            <button type="button" className={FOOTER_LINK} onClick={() => setState(null)}>
              ← Back to states
            </button>
            <h3 className="mt-2 font-semibold text-white">{stateName(state)}</h3>
            {cityLinks(state)}
          </div>
        )}
      </div>
      <div data-nojs-only className="hidden space-y-3">
        {states.map((code) => (
          <div key={code}>
            <h3 className="font-semibold text-white">{stateName(code)}</h3>
            {cityLinks(code)}
          </div>
        ))}
      </div>
    </div>
  )
}
