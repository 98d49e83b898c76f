import { adminOnly, type Row } from '../../support/matrix'

// The admin dashboard's tabs, dialogs and form actions, plus its API helpers. Bodies name rows
// that do not exist (or are refused), so no row changes anything and order does not matter.
// Pages and page actions redirect everyone but an admin to / (302).
const UNKNOWN = '999999'
const page = (status: number) => adminOnly(status, 302, 302)
const post = (fields: Record<string, string>, status: number): Row => ({
  route: 'admin-dashboard',
  method: 'POST',
  path: '/admin-dashboard?tab=users',
  body: new URLSearchParams(fields),
  expect: page(status),
})

export const rows: Row[] = [
  ...[
    '?tab=users&list=pending',
    '?tab=users&list=affiliates&q=jps&page=2',
    '?tab=users&approve=4',
    '?tab=users&reject=4',
    '?tab=users&delete=1',
    '?tab=users&invite=1',
    '?tab=reviews&rstatus=hidden&rtype=affiliate&business=jps',
    '?tab=database',
    '?tab=audit',
    '?tab=quotes&qstatus=new&page=2',
    '?tab=analytics',
    '?tab=settings',
  ].map((query): Row => ({
    route: 'admin-dashboard',
    method: 'GET',
    path: `/admin-dashboard${query}`,
    expect: page(200),
  })),
  {
    route: 'admin-dashboard_.domains',
    method: 'GET',
    path: '/admin-dashboard/domains',
    expect: page(200),
  },
  post({ intent: 'approve', id: UNKNOWN, approved_slug: 'nobody-here' }, 409),
  post({ intent: 'reject', id: UNKNOWN, rejection_reason: 'Not a real application' }, 409),
  post({ intent: 'delete', id: UNKNOWN }, 404),
  post({ intent: 'invite', name: 'Taken', email: 'customer@demo.test', role: 'customer' }, 409),
  post({ intent: 'seed', name: '', title: '', content: '' }, 400),
  post({ intent: 'moderate', id: UNKNOWN, action: 'hide' }, 404),
  post({ intent: 'query', query: '' }, 400),
  post({ intent: 'unknown' }, 400),
  {
    route: 'api.admin.businesses',
    method: 'GET',
    path: '/api/admin/businesses?q=jp',
    expect: adminOnly(200),
  },
  {
    route: 'api.admin.businesses',
    method: 'GET',
    path: '/api/admin/businesses?limit=500',
    expect: adminOnly(400),
  },
  {
    route: 'api.admin.slug-check',
    method: 'GET',
    path: '/api/admin/slug-check?slug=free-slug',
    expect: adminOnly(200),
  },
  {
    route: 'api.admin.slug-check',
    method: 'GET',
    path: '/api/admin/slug-check?slug=a--b',
    expect: adminOnly(400),
  },
  {
    route: 'api.admin.users',
    method: 'GET',
    path: '/api/admin/users?status=affiliate&q=jps&limit=10&offset=0',
    expect: adminOnly(200),
  },
]
