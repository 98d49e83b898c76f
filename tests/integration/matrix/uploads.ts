import { all, type Row } from '../../support/matrix'

export const rows: Row[] = [
  {
    route: 'uploads.$',
    method: 'GET',
    path: '/uploads/avatar/00000000-0000-4000-8000-000000000000.png',
    expect: all(404),
  },
  // Review photos have a route of their own beside /{slug}/review/{token} (issue 40).
  {
    route: 'uploads.review.$',
    method: 'GET',
    path: '/uploads/review/00000000-0000-4000-8000-000000000000.jpg',
    expect: all(404),
  },
]
