import { canonicalUrl } from '~/lib/seo'
import { type Site } from '~/lib/site'
import { canonicalServiceKey } from './index'
import { type ServiceContent } from './types'

export const PLATFORM_NAME = 'Mobile Detail Hub'

/** Title, description, canonical URL and schema.org Service data of one service page. */
export function serviceSeo(site: Site, key: string, content: ServiceContent, origin: string) {
  const provider = site.mode === 'affiliate' ? site.tenant.businessName : PLATFORM_NAME
  const canonical = canonicalUrl(site, `/service/${canonicalServiceKey(key)}`, origin)
  return {
    title: `${content.title} | ${provider}`,
    description: content.description,
    canonical,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: content.title,
      serviceType: content.title,
      description: content.description,
      url: canonical,
      // On the page's canonical host, like the page itself.
      image: new URL(content.heroImage.src, canonical).href,
      provider: {
        '@type': site.mode === 'affiliate' ? 'AutoWash' : 'Organization',
        name: provider,
        url: canonicalUrl(site, '/', origin),
      },
    },
  }
}
