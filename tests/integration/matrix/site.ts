import { all, type Row } from '../../support/matrix'

// The public site's own routes: place suggestions for the location search, and the landing
// page's no-JavaScript location form (a GET handled by the landing loaders).
export const rows: Row[] = [
  {
    route: 'api.places.suggest',
    method: 'GET',
    path: '/api/places/suggest?q=phoenix',
    expect: all(200),
  },
  {
    route: 'api.places.suggest',
    method: 'GET',
    path: '/api/places/suggest?q=8910',
    expect: all(200),
  },
  { route: 'api.places.suggest', method: 'GET', path: '/api/places/suggest', expect: all(400) },
  {
    route: 'api.places.suggest',
    method: 'POST',
    path: '/api/places/suggest',
    body: {},
    expect: all(405),
  },
  { route: '_index', method: 'GET', path: '/?location=Phoenix%2C%20AZ', expect: all(302) },
  { route: '_index', method: 'GET', path: '/?location=Boise%2C%20ID', expect: all(200) },
  { route: '$slug._index', method: 'GET', path: '/jps?location=89101', expect: all(302) },
]
