import { type Expect, type Row } from '../../support/matrix'

// The dashboard page and its form intents: the owner of `jps` and admins reach them; everyone
// else is sent to '/' (spec §2 route guard). Bodies are refused or name nothing that exists, so
// no row changes anything.
const pageAccess = (status: number): Expect => ({
  anonymous: 302,
  customer: 302,
  owner: status,
  other: 302,
  admin: status,
})

const form = (fields: Record<string, string>) => new URLSearchParams(fields)
const post = (fields: Record<string, string>, status: number): Row => ({
  route: '$slug.dashboard',
  method: 'POST',
  path: '/jps/dashboard',
  body: form(fields),
  expect: pageAccess(status),
})

export const rows: Row[] = [
  ...['services', 'locations', 'profile', 'overview'].map((tab): Row => ({
    route: '$slug.dashboard',
    method: 'GET',
    path: `/jps/dashboard?tab=${tab}`,
    expect: pageAccess(200),
  })),
  post({ intent: 'service-save', vehicle: 'cars', category: 'addons', name: '' }, 400),
  post({ intent: 'service-delete', service_id: '999999' }, 404),
  post({ intent: 'area-add', place: '' }, 400),
  post({ intent: 'area-update', key: 'atlantis-zz', zip: '85004' }, 404),
  post({ intent: 'area-primary', key: 'atlantis-zz' }, 404),
  post({ intent: 'area-delete', key: 'atlantis-zz' }, 404),
  post({ intent: 'profile-save', personal_phone: '123' }, 400),
  post({ intent: 'not-a-real-intent' }, 400),
]
