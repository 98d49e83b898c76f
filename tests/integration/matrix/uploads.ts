import { all, type Row } from '../../support/matrix'

export const rows: Row[] = [
  {
    route: 'uploads.$',
    method: 'GET',
    path: '/uploads/avatar/00000000-0000-4000-8000-000000000000.png',
    expect: all(404),
  },
]
