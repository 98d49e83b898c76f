import { all, type Row } from '../../support/matrix'

// The signed-in person's own pages (decision 023): signed out they lead to /login.
const customerOnly = (status: number) => ({
  anonymous: 302,
  customer: status,
  owner: 302,
  other: 302,
  admin: 302,
})

export const rows: Row[] = [
  // Everyone signed in sees their own bookings.
  {
    route: 'account._index',
    method: 'GET',
    path: '/account',
    expect: { ...all(200), anonymous: 302 },
  },
  // Only the intent the page offers; anything else is refused without a change.
  {
    route: 'account._index',
    method: 'POST',
    path: '/account',
    body: new URLSearchParams({ intent: 'other' }),
    expect: { ...all(400), anonymous: 302 },
  },
  {
    route: 'account.settings',
    method: 'GET',
    path: '/account/settings',
    expect: customerOnly(200),
  },
  // An empty name is refused for the customer; admins and detailers are sent to their settings.
  {
    route: 'account.settings',
    method: 'POST',
    path: '/account/settings',
    body: new URLSearchParams({ intent: 'profile', name: '' }),
    expect: customerOnly(400),
  },
  // Where a deleted account's browser lands: a page of words, the same for everyone.
  { route: 'account.deleted', method: 'GET', path: '/account/deleted', expect: all(200) },
  // A link without its signature verifies nobody, whoever opens it.
  { route: 'account.verify-email', method: 'GET', path: '/account/verify-email', expect: all(410) },
  // Likewise the link that moves an account to a new email.
  {
    route: 'account.confirm-email',
    method: 'GET',
    path: '/account/confirm-email',
    expect: all(410),
  },
]
