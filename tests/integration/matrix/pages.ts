import { all, type Row } from '../../support/matrix'

export const rows: Row[] = [
  { route: '_index', method: 'GET', path: '/', expect: all(200) },
  { route: '$slug._index', method: 'GET', path: '/jps', expect: all(200) },
  { route: 'booking', method: 'GET', path: '/booking', expect: all(200) },
  { route: '$slug.booking', method: 'GET', path: '/jps/booking', expect: all(200) },
  { route: 'service.$type', method: 'GET', path: '/service/auto-detailing', expect: all(200) },
  {
    route: '$slug.service.$type',
    method: 'GET',
    path: '/jps/service/auto-detailing',
    expect: all(200),
  },
  // The marketplace's choice between the businesses serving a place (issue 40): public.
  { route: 'detailers', method: 'GET', path: '/detailers?city=Tempe&state=AZ', expect: all(200) },
  // "Tell me when a detailer serves {place}": anyone may ask; an empty form is refused alike.
  {
    route: 'detailers',
    method: 'POST',
    path: '/detailers',
    body: new URLSearchParams({}),
    expect: all(400),
  },
  { route: 'affiliate-onboarding', method: 'GET', path: '/affiliate-onboarding', expect: all(200) },
  // Anyone may apply: an empty application is refused for its missing fields, whoever sends it.
  {
    route: 'affiliate-onboarding',
    method: 'POST',
    path: '/affiliate-onboarding',
    body: {},
    expect: all(400),
  },
  { route: 'login', method: 'GET', path: '/login', expect: all(200) },
  {
    route: 'login',
    method: 'POST',
    path: '/login',
    body: new URLSearchParams({ intent: 'login' }),
    expect: all(400),
  },
  { route: 'logout', method: 'POST', path: '/logout', expect: all(302), freshLogin: true },
  { route: '$', method: 'GET', path: '/no/such/page', expect: all(404) },
  // A review link is its own authority: a forged one is refused for everyone alike.
  { route: 'review.$token', method: 'GET', path: '/review/1.1.forged', expect: all(404) },
  // The same page on the detailer's site (issue 40): a forged link is refused the same way.
  { route: '$slug.review.$token', method: 'GET', path: '/jps/review/1.1.forged', expect: all(404) },
  {
    route: '$slug.review.$token',
    method: 'POST',
    path: '/jps/review/1.1.forged',
    body: new URLSearchParams({ rating: '5' }),
    expect: all(404),
  },
  {
    route: 'review.$token',
    method: 'POST',
    path: '/review/1.1.forged',
    body: new URLSearchParams({ rating: '5' }),
    expect: all(404),
  },
  {
    route: 'admin-dashboard',
    method: 'GET',
    path: '/admin-dashboard',
    expect: { anonymous: 302, customer: 302, owner: 302, other: 302, admin: 200 },
  },
  { route: 'affiliate-dashboard', method: 'GET', path: '/affiliate-dashboard', expect: all(302) },
  {
    route: '$slug.dashboard',
    method: 'GET',
    path: '/jps/dashboard',
    expect: { anonymous: 302, customer: 302, owner: 200, other: 302, admin: 200 },
  },
]
