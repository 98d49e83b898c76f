import { adminOnly, all, type Row } from '../../support/matrix'

// Bodies name an application or affiliate that does not exist, so no row changes anything and
// the matrix does not depend on the order it runs in.
const UNKNOWN = 999_999

export const rows: Row[] = [
  { route: 'api.admin.users', method: 'GET', path: '/api/admin/users', expect: adminOnly(200) },
  {
    route: 'api.admin.users',
    method: 'GET',
    path: '/api/admin/users?status=pending',
    expect: adminOnly(200),
  },
  {
    route: 'api.admin.pending-applications',
    method: 'GET',
    path: '/api/admin/pending-applications',
    expect: adminOnly(200),
  },
  {
    route: 'api.admin.approve-application.$id',
    method: 'POST',
    path: `/api/admin/approve-application/${UNKNOWN}`,
    body: { approved_slug: 'nobody-here' },
    expect: adminOnly(409),
  },
  {
    route: 'api.admin.reject-application.$id',
    method: 'POST',
    path: `/api/admin/reject-application/${UNKNOWN}`,
    body: { rejection_reason: 'Not a real application' },
    expect: adminOnly(409),
  },
  {
    route: 'api.admin.affiliates.$id',
    method: 'DELETE',
    path: `/api/admin/affiliates/${UNKNOWN}`,
    expect: adminOnly(404),
  },
  {
    route: 'api.admin.query',
    method: 'POST',
    path: '/api/admin/query',
    body: { query: 'SELECT 1 AS one' },
    expect: adminOnly(200),
  },
  {
    route: 'admin.query',
    method: 'POST',
    path: '/admin/query',
    body: { query: 'SELECT 1 AS one' },
    expect: adminOnly(200),
  },
  {
    route: 'api.admin.users',
    method: 'GET',
    path: '/api/admin/users?status=customers',
    expect: adminOnly(200),
  },
  // The link itself is the credential: who is signed in does not matter.
  {
    route: 'set-password',
    method: 'GET',
    path: '/set-password?token=not-a-real-token',
    expect: all(400),
  },
  {
    route: 'set-password',
    method: 'POST',
    path: '/set-password',
    body: new URLSearchParams({
      token: 'A'.repeat(43),
      password: 'long-enough-pass',
      confirmPassword: 'long-enough-pass',
    }),
    expect: all(400),
  },
]
