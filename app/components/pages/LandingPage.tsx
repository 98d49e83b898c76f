import {
  DeferredFaq,
  DeferredGallery,
  DeferredOpeningSoon,
  DeferredReviews,
} from '~/components/deferred/landing'
import { Hero } from '~/components/landing/hero/Hero'
import { JsonLd } from '~/components/landing/JsonLd'
import { AboutSection } from '~/components/landing/AboutSection'
import { type GalleryPhoto } from '~/lib/brand/types'
import { ServiceTiles } from '~/components/landing/ServiceTiles'
import { type Chrome } from '~/lib/chrome'
import { type FaqCategory } from '~/lib/faq/types'
import { landingJsonLd } from '~/lib/landing-seo'
import { type ReviewsData } from '~/lib/review-display'
import { openingSoon, type Site } from '~/lib/site'

export interface LandingData {
  site: Site
  canonical: string
  reviews: ReviewsData
  faq: FaqCategory[] | null
  brand: {
    about: string | null
    faqs: readonly { question: string; answer: string }[]
    photos?: readonly GalleryPhoto[]
  } | null
  locationText: string
  locationAlert: string | null
  now: string
}

/** Spec §2 landing page: hero, services, reviews, FAQ (the header and footer are the root's). */
export function LandingPage({ data, chrome }: { data: LandingData; chrome: Chrome | null }) {
  const { site, reviews } = data
  const businessName = site.mode === 'affiliate' ? site.tenant.businessName : null
  const rating =
    reviews.status === 'ok'
      ? { average: reviews.average, count: reviews.total }
      : { average: null, count: 0 }
  if (site.mode === 'affiliate' && openingSoon(site))
    return <DeferredOpeningSoon tenant={site.tenant} />
  const jsonLd = landingJsonLd(site, chrome, data.canonical, rating)
  return (
    <>
      <Hero locationText={data.locationText} locationAlert={data.locationAlert} />
      <ServiceTiles site={site} />
      <DeferredReviews reviews={reviews} now={data.now} />
      {businessName && data.brand?.about ? (
        <AboutSection businessName={businessName} about={data.brand.about} />
      ) : null}
      {businessName && data.brand?.photos?.length ? (
        <DeferredGallery businessName={businessName} photos={data.brand.photos} />
      ) : null}
      <DeferredFaq faq={data.faq} businessName={businessName} ownFaqs={data.brand?.faqs} />
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  )
}
