import { all, ownerOrAdmin, type Row } from '../../support/matrix'

export const rows: Row[] = [
  { route: 'api.affiliates', method: 'GET', path: '/api/affiliates', expect: all(200) },
  { route: 'api.affiliates.$slug', method: 'GET', path: '/api/affiliates/jps', expect: all(200) },
  {
    route: 'api.affiliates.$slug',
    method: 'PUT',
    path: '/api/affiliates/jps',
    body: {},
    expect: ownerOrAdmin(400),
  },
  {
    route: 'api.affiliates.lookup',
    method: 'GET',
    path: '/api/affiliates/lookup?city=Phoenix&state=AZ',
    expect: all(200),
  },
  {
    route: 'api.affiliates.apply',
    method: 'POST',
    path: '/api/affiliates/apply',
    body: {},
    expect: all(400),
  },
  {
    route: 'api.affiliates.$slug.service_areas',
    method: 'GET',
    path: '/api/affiliates/jps/service_areas',
    expect: ownerOrAdmin(200),
  },
  {
    route: 'api.affiliates.$slug.service_areas',
    method: 'POST',
    path: '/api/affiliates/jps/service_areas',
    body: {},
    expect: ownerOrAdmin(400),
  },
  {
    route: 'api.affiliates.$slug.service_areas.$area',
    method: 'PUT',
    path: '/api/affiliates/jps/service_areas/nowhere-zz',
    body: { zip: '85004' },
    expect: ownerOrAdmin(404),
  },
  {
    route: 'api.affiliates.$slug.service_areas.$area',
    method: 'DELETE',
    path: '/api/affiliates/jps/service_areas/nowhere-zz',
    expect: ownerOrAdmin(404),
  },
  {
    route: 'api.affiliates.$slug.service_areas.primary',
    method: 'PUT',
    path: '/api/affiliates/jps/service_areas/primary',
    body: {},
    expect: ownerOrAdmin(400),
  },
  {
    // The original client's partial change: the guard comes before the primary area is read.
    route: 'api.affiliates.$slug.service_areas.primary',
    method: 'PUT',
    path: '/api/affiliates/jps/service_areas/primary',
    body: { minimum: 0 },
    expect: ownerOrAdmin(200),
  },
]
