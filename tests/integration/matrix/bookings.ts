import { adminOnly, all, ownerOrAdmin, type Row } from '../../support/matrix'

// Booking requests: anyone may ask for one (pages); the requests themselves are for the
// business's owner and admins (API). An empty form is a 400 with field errors for everyone.
const pkg = '?vehicle=car&service=1&tier=2'
const emptyForm = () => new URLSearchParams({ intent: 'review' })
const unknownConfirmation = '?ref=MDH-222222&key=AAAAAAAAAAAAAAAAAAAAAA'

export const rows: Row[] = [
  { route: 'booking_.request', method: 'GET', path: `/booking/request${pkg}`, expect: all(200) },
  {
    route: '$slug.booking_.request',
    method: 'GET',
    path: `/jps/booking/request${pkg}`,
    expect: all(200),
  },
  {
    route: 'booking_.request',
    method: 'POST',
    path: `/booking/request${pkg}`,
    body: emptyForm(),
    expect: all(400),
  },
  {
    route: '$slug.booking_.request',
    method: 'POST',
    path: `/jps/booking/request${pkg}`,
    body: emptyForm(),
    expect: all(400),
  },
  {
    route: 'booking_.confirmation',
    method: 'GET',
    path: `/booking/confirmation${unknownConfirmation}`,
    expect: all(404),
  },
  {
    route: '$slug.booking_.confirmation',
    method: 'GET',
    path: `/jps/booking/confirmation${unknownConfirmation}`,
    expect: all(404),
  },
  {
    route: 'api.bookings',
    method: 'GET',
    path: '/api/bookings?business_slug=jps',
    expect: ownerOrAdmin(200),
  },
  { route: 'api.bookings', method: 'GET', path: '/api/bookings', expect: adminOnly(200) },
  { route: 'api.bookings', method: 'POST', path: '/api/bookings', body: {}, expect: all(405) },
  // Payments (decision 036): the ledger for the owner and admins; the webhook answers a bad
  // signature with 400 whoever sends it; the local provider's pages are 404 for unknown ids.
  {
    route: 'api.payments',
    method: 'GET',
    path: '/api/payments?business_slug=jps',
    expect: ownerOrAdmin(200),
  },
  { route: 'api.payments', method: 'POST', path: '/api/payments', body: {}, expect: all(405) },
  // Invoices (issue 39): the editor is the owner's and admins'; the customer's page is reached
  // by its unguessable link only, so an unknown link is 404 for everyone.
  {
    route: '$slug.dashboard_.bookings.$id.invoice',
    method: 'GET',
    path: '/jps/dashboard/bookings/999999/invoice',
    // Like the dashboard itself: anyone but the owner and admins is sent to sign in.
    expect: { anonymous: 302, customer: 302, owner: 404, other: 302, admin: 404 },
  },
  {
    route: 'invoices.$token',
    method: 'GET',
    path: '/invoices/AAAAAAAAAAAAAAAAAAAAAA',
    expect: all(404),
  },
  {
    route: 'invoices.$token',
    method: 'POST',
    path: '/invoices/AAAAAAAAAAAAAAAAAAAAAA',
    body: new URLSearchParams({ intent: 'pay', tip: '20' }),
    expect: all(404),
  },
  {
    route: '$slug.invoices.$token',
    method: 'GET',
    path: '/jps/invoices/AAAAAAAAAAAAAAAAAAAAAA',
    expect: all(404),
  },
  // The job on a phone (issue 42): the job screen, its photo upload and its photos are the
  // owner's and admins'; the customer's sign-off and its photos are reached by the unguessable
  // link only, so an unknown link is 404 for everyone.
  {
    route: '$slug.dashboard_.jobs.$id',
    method: 'GET',
    path: '/jps/dashboard/jobs/999999',
    expect: { anonymous: 302, customer: 302, owner: 404, other: 302, admin: 404 },
  },
  {
    route: '$slug.dashboard_.jobs.$id',
    method: 'POST',
    path: '/jps/dashboard/jobs/999999',
    body: new URLSearchParams({ intent: 'start' }),
    expect: { anonymous: 302, customer: 302, owner: 404, other: 302, admin: 404 },
  },
  {
    route: '$slug.dashboard_.jobs.$id_.photos',
    method: 'POST',
    path: '/jps/dashboard/jobs/999999/photos',
    body: {},
    // Like the other dashboard writes: a visitor is sent to sign in, another account refused.
    expect: { anonymous: 302, customer: 403, owner: 404, other: 403, admin: 404 },
  },
  {
    route: '$slug.dashboard_.jobs.$id_.photos',
    method: 'GET',
    path: '/jps/dashboard/jobs/999999/photos',
    expect: all(405),
  },
  {
    route: '$slug.dashboard_.jobs.$id_.photos.$photoId',
    method: 'GET',
    path: '/jps/dashboard/jobs/999999/photos/1',
    expect: { anonymous: 302, customer: 302, owner: 404, other: 302, admin: 404 },
  },
  {
    route: 'signoff.$token',
    method: 'GET',
    path: '/signoff/AAAAAAAAAAAAAAAAAAAAAA',
    expect: all(404),
  },
  {
    route: 'signoff.$token',
    method: 'POST',
    path: '/signoff/AAAAAAAAAAAAAAAAAAAAAA',
    body: new URLSearchParams({ intent: 'approve' }),
    expect: all(404),
  },
  {
    route: '$slug.signoff.$token',
    method: 'GET',
    path: '/jps/signoff/AAAAAAAAAAAAAAAAAAAAAA',
    expect: all(404),
  },
  {
    route: 'signoff.$token_.photos.$photoId',
    method: 'GET',
    path: '/signoff/AAAAAAAAAAAAAAAAAAAAAA/photos/1',
    expect: all(404),
  },
  // Weather (issue 41): the keep-or-move page is reached by its signed link only; a link that
  // is missing or forged opens nothing, for everyone. The local forecast's setter exists only
  // for a loopback host with the local provider (as here): a bad body is a 400 for everyone.
  { route: 'booking_.weather', method: 'GET', path: '/booking/weather', expect: all(404) },
  {
    route: 'booking_.weather',
    method: 'POST',
    path: '/booking/weather?b=1&w=1&sig=forged',
    body: new URLSearchParams({ intent: 'keep' }),
    expect: all(404),
  },
  // The same page on the business's own path (its own domain, or /{slug} on the marketplace).
  {
    route: '$slug.booking_.weather',
    method: 'GET',
    path: '/jps/booking/weather',
    expect: all(404),
  },
  {
    route: '$slug.booking_.weather',
    method: 'POST',
    path: '/jps/booking/weather?b=1&w=1&sig=forged',
    body: new URLSearchParams({ intent: 'keep' }),
    expect: all(404),
  },
  // The local Cron Trigger (loopback only, as here): a cron it does not run is a 400 for
  // everyone, and runs nothing.
  {
    route: 'cdn-cgi.handler.scheduled',
    method: 'GET',
    path: '/cdn-cgi/handler/scheduled?cron=never',
    expect: all(400),
  },
  {
    route: 'api.dev.weather',
    method: 'POST',
    path: '/api/dev/weather',
    body: {},
    expect: all(400),
  },
  { route: 'api.dev.weather', method: 'GET', path: '/api/dev/weather', expect: all(405) },
  // The ledger CSV (issue 39): the owner and admins; a visitor is sent to sign in.
  {
    route: '$slug.dashboard.money[.]csv',
    method: 'GET',
    path: '/jps/dashboard/money.csv',
    expect: ownerOrAdmin(200, 403, 302),
  },
  {
    route: '$slug.dashboard.money[.]csv',
    method: 'POST',
    path: '/jps/dashboard/money.csv',
    body: new URLSearchParams(),
    expect: all(405),
  },
  {
    route: 'api.payments.webhook',
    method: 'POST',
    path: '/api/payments/webhook',
    body: {},
    expect: all(400),
  },
  {
    route: 'payments.checkout.$id',
    method: 'GET',
    path: '/payments/checkout/cs_local_unknown',
    expect: all(404),
  },
  {
    route: 'payments.onboard.$id',
    method: 'GET',
    path: '/payments/onboard/acct_local_unknown',
    expect: all(404),
  },
]
