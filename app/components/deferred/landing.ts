import { GallerySection } from '~/components/landing/GallerySection'
import { OpeningSoon } from '~/components/landing/OpeningSoon'
import { LandingFaq } from '~/components/landing/faq/LandingFaq'
import { ReviewsSection } from '~/components/landing/reviews/ReviewsSection'
import { deferred } from './deferred'

// Below the landing's fold: their code loads as hydration reaches them.
export const DeferredReviews = deferred(import.meta.env.SSR ? ReviewsSection : null, () =>
  import('~/components/landing/reviews/ReviewsSection').then((m) => m.ReviewsSection),
)
export const DeferredFaq = deferred(import.meta.env.SSR ? LandingFaq : null, () =>
  import('~/components/landing/faq/LandingFaq').then((m) => m.LandingFaq),
)
// Only a site that is not live yet shows it (issue 40): its code stays off every live site's load.
export const DeferredOpeningSoon = deferred(import.meta.env.SSR ? OpeningSoon : null, () =>
  import('~/components/landing/OpeningSoon').then((m) => m.OpeningSoon),
)
// Below the fold, and only on a site with gallery photos.
export const DeferredGallery = deferred(import.meta.env.SSR ? GallerySection : null, () =>
  import('~/components/landing/GallerySection').then((m) => m.GallerySection),
)
