import { adminOnly, all, type Row } from '../../support/matrix'

// Mail: the admin's outbox view, the detailer's emailed Confirm/Decline link (its signature is
// the only credential: a forged one is a 404 for everyone), the customer's booking page cancel
// (same: its key), and forgot/reset password (open to all; no account is revealed).
const forgedRespond = '/booking/respond?id=1&exp=9999999999&sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
const unknownBooking = '?ref=MDH-222222&key=AAAAAAAAAAAAAAAAAAAAAA'

export const rows: Row[] = [
  { route: 'api.admin.outbox', method: 'GET', path: '/api/admin/outbox', expect: adminOnly(200) },
  {
    route: 'api.admin.outbox',
    method: 'POST',
    path: '/api/admin/outbox',
    body: { id: 999999 },
    expect: adminOnly(404),
  },
  { route: 'booking_.respond', method: 'GET', path: forgedRespond, expect: all(404) },
  {
    route: 'booking_.respond',
    method: 'POST',
    path: forgedRespond,
    body: new URLSearchParams({ intent: 'confirm' }),
    expect: all(404),
  },
  {
    route: 'booking_.confirmation',
    method: 'POST',
    path: `/booking/confirmation${unknownBooking}`,
    body: new URLSearchParams({ intent: 'cancel' }),
    expect: all(404),
  },
  {
    route: '$slug.booking_.confirmation',
    method: 'POST',
    path: `/jps/booking/confirmation${unknownBooking}`,
    body: new URLSearchParams({ intent: 'cancel' }),
    expect: all(404),
  },
  { route: 'forgot-password', method: 'GET', path: '/forgot-password', expect: all(200) },
  {
    route: 'forgot-password',
    method: 'POST',
    path: '/forgot-password',
    body: new URLSearchParams({ email: 'not-an-email' }),
    expect: all(400),
  },
  { route: 'reset-password', method: 'GET', path: '/reset-password?token=nope', expect: all(400) },
  {
    route: 'reset-password',
    method: 'POST',
    path: '/reset-password?token=nope',
    body: new URLSearchParams({ password: 'New-pass-2026!', confirmPassword: 'New-pass-2026!' }),
    expect: all(400),
  },
]
