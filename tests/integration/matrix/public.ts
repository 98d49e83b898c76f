import { adminOnly, all, ownerOrAdmin, type Row } from '../../support/matrix'

export const rows: Row[] = [
  { route: 'api.mdh-config', method: 'GET', path: '/api/mdh-config', expect: all(200) },
  {
    route: 'api.service_areas.footer',
    method: 'GET',
    path: '/api/service_areas/footer',
    expect: all(200),
  },
  {
    route: 'api.service_areas.footer_.$state',
    method: 'GET',
    path: '/api/service_areas/footer/AZ',
    expect: all(200),
  },
  { route: 'api.quote', method: 'POST', path: '/api/quote', body: {}, expect: all(400) },
  {
    route: 'api.quotes',
    method: 'GET',
    path: '/api/quotes?business_slug=jps',
    expect: ownerOrAdmin(200),
  },
  { route: 'api.quotes', method: 'GET', path: '/api/quotes', expect: adminOnly(200) },
]
