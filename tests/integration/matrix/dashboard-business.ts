import { type Expect, type Row } from '../../support/matrix'

// The business tabs of /{slug}/dashboard: owner and admin only (others are sent home), and
// every business action refuses a bad form with 400 for them, and changes nothing for others.
const page = (status: number): Expect => ({
  anonymous: 302,
  customer: 302,
  owner: status,
  other: 302,
  admin: status,
})

const TABS = ['overview', 'requests', 'schedule', 'customers', 'performance', 'reviews']
const INTENTS = [
  'booking-confirm',
  'booking-decline',
  'booking-cancel',
  'booking-complete',
  'appointment-new',
  'schedule-block',
  'schedule-unblock',
  'quote-status',
  'quote-note',
  'settings-save',
  'review-reply',
  'review-report',
]

export const rows: Row[] = [
  ...TABS.map((tab): Row => ({
    route: '$slug.dashboard',
    method: 'GET',
    path: `/jps/dashboard?tab=${tab}`,
    expect: page(200),
  })),
  ...INTENTS.map((intent): Row => ({
    route: '$slug.dashboard',
    method: 'POST',
    path: '/jps/dashboard?tab=requests',
    body: new URLSearchParams({ intent, id: 'not-a-number' }),
    expect: page(400),
  })),
  // Another business's request id through the caller's own tenant is simply not found.
  {
    route: '$slug.dashboard',
    method: 'POST',
    path: '/jps/dashboard?tab=requests',
    body: new URLSearchParams({ intent: 'booking-complete', id: '999999' }),
    expect: page(404),
  },
]
