import { adminOnly, all, type Row } from '../../support/matrix'

// Reviews (spec §6): anyone reads approved reviews and votes; moderation, seeding and avatars
// are admin-only. Seeded review 3 is an approved platform review; each caller votes on it once.
export const rows: Row[] = [
  { route: 'api.reviews', method: 'GET', path: '/api/reviews', expect: all(200) },
  {
    route: 'api.reviews',
    method: 'GET',
    path: '/api/reviews?type=affiliate&business_slug=jps&status=approved',
    expect: all(200),
  },
  {
    route: 'api.reviews',
    method: 'GET',
    path: '/api/reviews?status=pending',
    expect: adminOnly(200),
  },
  { route: 'api.reviews', method: 'POST', path: '/api/reviews', body: {}, expect: all(405) },
  {
    route: 'api.reviews.$id.vote',
    method: 'POST',
    path: '/api/reviews/3/vote',
    body: { vote_type: 'helpful', user_ip: '127.0.0.1' },
    expect: all(200),
  },
  {
    route: 'api.reviews.$id.vote',
    method: 'POST',
    path: '/api/reviews/999999/vote',
    body: { vote_type: 'helpful' },
    expect: all(404),
  },
  {
    route: 'api.admin.seed-reviews',
    method: 'POST',
    path: '/api/admin/seed-reviews',
    body: {},
    expect: adminOnly(400),
  },
  {
    route: 'api.admin.seed-reviews',
    method: 'POST',
    path: '/api/admin/seed-reviews',
    body: { reviews: [{ name: 'Matrix Check', title: 'Seeded', content: 'By the matrix.' }] },
    expect: adminOnly(201),
  },
  // A JSON body is the wrong content type: only an admin gets far enough to be told so (415).
  {
    route: 'api.avatar.upload',
    method: 'POST',
    path: '/api/avatar/upload',
    body: {},
    expect: adminOnly(415),
  },
]
