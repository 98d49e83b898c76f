import { useMemo } from 'react'
import { FaqSection } from '~/components/landing/faq/FaqSection'
import { Hero } from '~/components/landing/hero/Hero'
import { JsonLd } from '~/components/landing/JsonLd'
import { useLocationContext } from '~/components/landing/location/LocationContext'
import { ReviewsSection } from '~/components/landing/reviews/ReviewsSection'
import { AboutSection } from '~/components/landing/AboutSection'
import { ServiceTiles } from '~/components/landing/ServiceTiles'
import { type Chrome } from '~/lib/chrome'
import { buildAffiliateFaq, ownFaqCategory } from '~/lib/faq/affiliate'
import { type FaqCategory } from '~/lib/faq/types'
import { landingJsonLd } from '~/lib/landing-seo'
import { type ReviewsData } from '~/lib/review-display'
import { type Site } from '~/lib/site'

export interface LandingData {
  site: Site
  canonical: string
  reviews: ReviewsData
  faq: FaqCategory[] | null
  brand: { about: string | null; faqs: readonly { question: string; answer: string }[] } | null
  locationText: string
  locationAlert: string | null
  now: string
}

/** Spec §2 landing page: hero, services, reviews, FAQ (the header and footer are the root's). */
export function LandingPage({ data, chrome }: { data: LandingData; chrome: Chrome | null }) {
  const { site, reviews } = data
  const { areas, effective } = useLocationContext()
  const businessName = site.mode === 'affiliate' ? site.tenant.businessName : null
  const ownFaqs = data.brand?.faqs
  const faq = useMemo(
    () =>
      data.faq ?? [
        // The detailer's own questions come before the ones built for it.
        ...ownFaqCategory(businessName ?? '', ownFaqs ?? []),
        ...buildAffiliateFaq({ businessName: businessName ?? '', location: effective, areas }),
      ],
    [data.faq, businessName, effective, areas, ownFaqs],
  )
  const rating =
    reviews.status === 'ok'
      ? { average: reviews.average, count: reviews.total }
      : { average: null, count: 0 }
  const jsonLd = landingJsonLd(site, chrome, data.canonical, rating)
  return (
    <>
      <Hero locationText={data.locationText} locationAlert={data.locationAlert} />
      <ServiceTiles site={site} />
      <ReviewsSection reviews={reviews} now={data.now} />
      {businessName && data.brand?.about ? (
        <AboutSection businessName={businessName} about={data.brand.about} />
      ) : null}
      <FaqSection
        categories={faq}
        intro={
          businessName
            ? `Answers about ${businessName}${effective ? ` in ${effective.city}, ${effective.state}` : ''}.`
            : 'Answers for customers and detailers, from booking to becoming a partner.'
        }
      />
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  )
}
