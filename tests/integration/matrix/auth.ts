import { all, type Row, signedIn } from '../../support/matrix'

export const rows: Row[] = [
  { route: 'api.health', method: 'GET', path: '/api/health', expect: all(200) },
  { route: 'api.auth.login', method: 'POST', path: '/api/auth/login', body: {}, expect: all(400) },
  {
    route: 'api.auth.register',
    method: 'POST',
    path: '/api/auth/register',
    body: {},
    expect: all(400),
  },
  {
    route: 'api.auth.refresh',
    method: 'POST',
    path: '/api/auth/refresh',
    body: {},
    expect: all(400),
  },
  { route: 'api.auth.me', method: 'GET', path: '/api/auth/me', expect: signedIn(200) },
  {
    route: 'api.auth.logout',
    method: 'POST',
    path: '/api/auth/logout',
    body: {},
    expect: signedIn(200),
    freshLogin: true,
  },
]
