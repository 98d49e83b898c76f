import { type Site } from './site'

/**
 * The canonical absolute URL of a page of this site. An affiliate with its own hostname is
 * canonical there (without the slug prefix); otherwise the marketplace origin with /{slug}.
 * `path` is the path within the site ('/', '/booking', '/service/ceramic-coating').
 */
export function canonicalUrl(site: Site, path: string, requestOrigin: string): string {
  const clean = path === '' ? '/' : path
  if (site.mode === 'affiliate' && site.tenant.customHostname) {
    return `https://${site.tenant.customHostname}${clean === '/' ? '/' : clean}`
  }
  if (site.mode === 'affiliate') {
    return `${requestOrigin}/${site.tenant.slug}${clean === '/' ? '' : clean}`
  }
  return `${requestOrigin}${clean}`
}

/** Title, description and canonical link for a route's `meta` export. */
export function seoMeta({
  title,
  description,
  canonical,
}: {
  title: string
  description: string
  canonical?: string
}) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    ...(canonical
      ? [
          { tagName: 'link', rel: 'canonical', href: canonical },
          { property: 'og:url', content: canonical },
        ]
      : []),
  ]
}

export interface JsonLdArea {
  city: string
  state: string
}

/** schema.org AutoWash (an AutomotiveBusiness) for an affiliate's landing page. */
export function affiliateJsonLd(input: {
  name: string
  url: string
  phone: string | null
  email: string | null
  areas: JsonLdArea[]
  rating: { average: number | null; count: number }
  sameAs: (string | null)[]
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoWash',
    name: input.name,
    url: input.url,
    ...(input.phone ? { telephone: `+1${input.phone.replace(/\D/g, '').slice(-10)}` } : {}),
    ...(input.email ? { email: input.email } : {}),
    areaServed: input.areas.map((a) => ({
      '@type': 'City',
      name: a.city,
      containedInPlace: { '@type': 'State', name: a.state },
    })),
    ...(input.rating.average !== null && input.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: input.rating.average,
            reviewCount: input.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    sameAs: input.sameAs.filter((s): s is string => Boolean(s)),
  }
}
