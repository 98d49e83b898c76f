import { type Chrome } from './chrome'
import { primaryArea } from './location/selected'
import { offersPhrase } from './offers'
import { affiliateJsonLd, seoMeta } from './seo'
import { type Site } from './site'

const PLATFORM_TITLE = 'Mobile Detail Hub | Find Mobile Detailing Near You'
const PLATFORM_DESCRIPTION =
  'Find vetted mobile detailers near you for auto, boat and RV detailing, ceramic coating, paint correction and paint protection film. Compare services, read reviews and book online.'

/** Title, description and canonical link of a landing page, in either mode. */
export function landingMeta(site: Site, chrome: Chrome | null | undefined, canonical: string) {
  if (site.mode === 'platform') {
    return seoMeta({ title: PLATFORM_TITLE, description: PLATFORM_DESCRIPTION, canonical })
  }
  const name = site.tenant.businessName
  const areas = chrome?.kind === 'affiliate' ? chrome.areas : []
  const primary = primaryArea(areas)
  const where = primary ? ` in ${primary.city}, ${primary.state}` : ''
  const cities = areas.slice(0, 4).map((a) => a.city)
  return seoMeta({
    title: `${name} | Mobile Detailing${where}`,
    description: `${name} brings premium mobile detailing to you${cities.length ? ` in ${cities.join(', ')}` : ''}: ${offersPhrase(site.tenant.offers)}. Book online or request a free quote.`,
    canonical,
  })
}

/** The affiliate landing's schema.org AutoWash, with its service areas and rating. */
export function landingJsonLd(
  site: Site,
  chrome: Chrome | null,
  canonical: string,
  rating: { average: number | null; count: number },
) {
  if (site.mode !== 'affiliate') return null
  const t = site.tenant
  return affiliateJsonLd({
    name: t.businessName,
    url: canonical,
    phone: t.phone,
    email: t.email,
    areas: chrome?.kind === 'affiliate' ? chrome.areas : [],
    rating,
    sameAs: [t.facebookUrl, t.instagramUrl, t.youtubeUrl, t.tiktokUrl, t.websiteUrl],
  })
}
