import { all, ownerOrAdmin, type Row } from '../../support/matrix'

const newService = {
  affiliate_id: 1,
  vehicle_id: 1,
  service_category_id: 7,
  name: 'Matrix Add-on',
  tiers: [{ name: 'Only', price: '10', duration: '15', features: ['x'] }],
}

export const rows: Row[] = [
  {
    route: 'api.services.affiliate.$affiliateId.vehicle.$vehicle.category.$category',
    method: 'GET',
    path: '/api/services/affiliate/1/vehicle/cars/category/service-packages',
    expect: all(200),
  },
  {
    route: 'api.services',
    method: 'POST',
    path: '/api/services',
    body: newService,
    expect: ownerOrAdmin(201),
  },
  { route: 'api.services.$id', method: 'GET', path: '/api/services/1', expect: ownerOrAdmin(200) },
  {
    route: 'api.services.$id',
    method: 'PUT',
    path: '/api/services/1',
    body: {},
    expect: ownerOrAdmin(400),
  },
  {
    route: 'api.services.$id',
    method: 'DELETE',
    path: '/api/services/999999',
    expect: { anonymous: 401, customer: 404, owner: 404, other: 404, admin: 404 },
  },
]
