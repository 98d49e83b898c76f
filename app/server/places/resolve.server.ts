import { type Site } from '~/lib/site'
import { choicePath } from '~/lib/location/choice'
import { destinationFor } from '~/lib/location/destination'
import { LOCATION_ERROR_MESSAGE, NOT_SERVED_MESSAGE } from '~/lib/location/messages'
import { parseLocationText } from '~/lib/location/parse'
import { type Db } from '../db.server'
import { lookupSlugs, resolveZip } from '../locations.server'
import { suggestPlaces } from './suggest.server'

interface Place {
  city: string
  state: string
  zip: string | null
}

/**
 * A typed location as a city, state and ZIP: 'city, state [ZIP]', a bare ZIP, or (as a
 * convenience without suggestions) a city name alone when a US locality has exactly that name.
 */
export async function resolveLocationText(db: Db, text: string): Promise<Place | null> {
  const parsed = parseLocationText(text)
  if (parsed?.kind === 'zip') {
    const place = await resolveZip(db, parsed.zip)
    return place ? { ...place, zip: parsed.zip } : null
  }
  if (parsed) return { city: parsed.city, state: parsed.state, zip: parsed.zip }
  const [best] = await suggestPlaces(db, text, 1)
  if (best?.type === 'locality' && best.city.toLowerCase() === text.trim().toLowerCase()) {
    return { city: best.city, state: best.state, zip: null }
  }
  return null
}

export type LocationOutcome = { kind: 'redirect'; to: string } | { kind: 'alert'; message: string }

/**
 * The landing page's location form without JavaScript (GET ?location=…): the spec §2 lookup,
 * answered as a redirect to the one business's site, to the marketplace's choice page when more
 * than one serves the place (issue 40), or one of the §8 alert texts.
 */
export async function locationOutcome(
  db: Db,
  text: string,
  site: Site,
  platformOrigin: string,
): Promise<LocationOutcome> {
  const place = await resolveLocationText(db, text)
  if (!place) return { kind: 'alert', message: LOCATION_ERROR_MESSAGE }
  const slugs = await lookupSlugs(db, place)
  const [slug] = slugs
  if (!slug) return { kind: 'alert', message: NOT_SERVED_MESSAGE }
  if (slugs.length > 1) return { kind: 'redirect', to: `${platformOrigin}${choicePath(place)}` }
  return { kind: 'redirect', to: destinationFor(slug, site, platformOrigin) }
}
