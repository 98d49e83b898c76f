import { BeforeAfter, BookingFaq, RatingBar } from '~/components/booking/BookingExtras'
import { BookingSummary, StickyBookingBar } from '~/components/booking/BookingSummary'
import { deferred } from './deferred'

const loadExtras = () => import('~/components/booking/BookingExtras')
/** The summary shows once a package is chosen; the page fetches its code soon after loading. */
export const loadSummary = () => import('~/components/booking/BookingSummary')

// The rating bar has nothing to click but a link, so its code joins the extras' (issue 40 made it
// larger, and the page's own JavaScript stays within its 20 KiB).
export const DeferredRatingBar = deferred(import.meta.env.SSR ? RatingBar : null, () =>
  loadExtras().then((m) => m.RatingBar),
)

// Below the booking page's fold: their code loads as hydration reaches them.
export const DeferredBeforeAfter = deferred(import.meta.env.SSR ? BeforeAfter : null, () =>
  loadExtras().then((m) => m.BeforeAfter),
)
export const DeferredBookingFaq = deferred(import.meta.env.SSR ? BookingFaq : null, () =>
  loadExtras().then((m) => m.BookingFaq),
)
export const DeferredBookingSummary = deferred(import.meta.env.SSR ? BookingSummary : null, () =>
  loadSummary().then((m) => m.BookingSummary),
)
export const DeferredStickyBookingBar = deferred(
  import.meta.env.SSR ? StickyBookingBar : null,
  () => loadSummary().then((m) => m.StickyBookingBar),
)
