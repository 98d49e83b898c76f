// What `npm run shots` photographs: every page, and every dialog or menu opened the way a person
// opens it. `as` is who is signed in; `full` photographs the whole scrolled page rather than the
// screen; `only` limits a scene to one screen size; `act` opens the state being photographed.

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

async function fillBookingRequest(page) {
  await page.getByLabel('Full name').fill('Pat Customer')
  await page.getByLabel('Phone').fill('(702) 555-0199')
  await page.getByLabel('Email').fill('shots@example.test')
  await page.getByLabel('Street address').fill('1 Fremont St')
  await page.getByLabel('City', { exact: true }).fill('Las Vegas')
  await page.getByLabel('State', { exact: true }).selectOption('NV')
  await page.getByLabel('ZIP code', { exact: true }).fill('89101')
  await page.getByLabel('Preferred date').fill(inAWeek())
  await page.getByLabel(/^Morning/).check()
  await page.getByRole('button', { name: 'Review Estimate' }).click()
  await page.getByRole('heading', { name: 'Review your request' }).waitFor()
}

const click =
  (role, name, options = {}) =>
  async (page) => {
    await page
      .getByRole(role, { name, ...options })
      .first()
      .click()
  }
const dialogOpens = (open) => async (page) => {
  await open(page)
  await page.getByRole('dialog').first().waitFor()
}

const SERVICES = '/jps/dashboard?tab=services&vehicle=cars&category=service-packages'
const ADMIN_TABS = [
  'database',
  'users',
  'reviews',
  'quotes',
  'audit',
  'email',
  'analytics',
  'settings',
]
const DASHBOARD_TABS = [
  'overview',
  'requests',
  'schedule',
  'customers',
  'performance',
  'reviews',
  'services',
  'locations',
  'profile',
  'website',
]

export const SCENES = [
  // Public pages.
  { group: 'Public pages', name: 'Landing /', path: '/', full: true },
  { group: 'Public pages', name: 'Detailer site /jps', path: '/jps', full: true },
  { group: 'Public pages', name: 'Service page', path: '/service/ceramic-coating', full: true },
  {
    group: 'Public pages',
    name: "Detailer's service page",
    path: '/jps/service/auto-detailing',
    full: true,
  },
  { group: 'Public pages', name: 'Booking (platform)', path: '/booking', full: true },
  // More than one business serves Tempe (JP's and ABC): the marketplace lets the visitor choose.
  {
    group: 'Public pages',
    name: 'Choice of detailers (Tempe)',
    path: '/detailers?city=Tempe&state=AZ',
    full: true,
  },
  // Nobody serves Boise: "tell me when a detailer serves Boise, ID".
  {
    group: 'Public pages',
    name: 'Unserved place (Boise)',
    path: '/detailers?city=Boise&state=ID',
    full: true,
  },
  // The review form itself needs a completed job's link: tests/e2e/customer-reviews.spec.ts
  // shoots it (tests/.tmp/shots-i27); here the page a forged or old link opens.
  { group: 'Public pages', name: 'Review link not valid', path: '/review/1.1.forged' },
  { group: 'Public pages', name: 'Booking /jps', path: '/jps/booking', full: true },
  {
    group: 'Public pages',
    name: 'Booking /jps, a tier chosen',
    path: '/jps/booking?vehicle=car&service=1&tier=2',
    full: true,
  },
  {
    group: 'Public pages',
    name: 'Booking request form',
    path: '/jps/booking/request?vehicle=car&service=1&tier=2',
    full: true,
  },
  {
    group: 'Public pages',
    name: "Booking request form, one day's times (Choose a time)",
    path: '/jps/booking/request?vehicle=car&service=1&tier=2',
    full: true,
    act: async (page) => {
      await page
        .getByRole('navigation', { name: 'Days with free times' })
        .getByRole('link')
        .nth(2)
        .click()
      await page.waitForURL(/day=/)
    },
  },
  {
    group: 'Public pages',
    name: 'Booking request review step',
    path: '/jps/booking/request?vehicle=car&service=1&tier=2',
    full: true,
    act: fillBookingRequest,
  },
  {
    group: 'Public pages',
    name: 'Booking request sent (confirmation)',
    path: '/jps/booking/request?vehicle=car&service=1&tier=2',
    full: true,
    act: async (page) => {
      await fillBookingRequest(page)
      await page.getByRole('button', { name: 'Send Booking Request' }).click()
      await page.getByRole('heading', { name: 'Booking Request Sent' }).waitFor()
    },
  },
  {
    group: 'Public pages',
    name: 'Apply (affiliate onboarding)',
    path: '/affiliate-onboarding',
    full: true,
  },
  { group: 'Public pages', name: 'Page not found', path: '/no-such-page', full: true },

  // Accounts.
  { group: 'Accounts', name: 'Login', path: '/login', full: true },
  { group: 'Accounts', name: 'Forgot password', path: '/forgot-password', full: true },
  {
    group: 'Accounts',
    name: 'Reset password (bad link)',
    path: '/reset-password?token=nope',
    full: true,
  },
  {
    group: 'Accounts',
    name: 'Set password (bad link)',
    path: '/set-password?token=nope',
    full: true,
  },

  // Public dialogs and menus (the screen as it is with them open).
  {
    group: 'Public dialogs',
    name: 'Login dialog',
    path: '/',
    act: dialogOpens(click('link', 'Login')),
  },
  {
    group: 'Public dialogs',
    name: 'Create account dialog',
    path: '/',
    act: dialogOpens(async (page) => {
      await click('link', 'Login')(page)
      await page.getByRole('dialog').getByRole('link', { name: 'Create account' }).click()
    }),
  },
  {
    group: 'Public dialogs',
    name: 'Quote dialog',
    path: '/jps',
    act: dialogOpens(click('button', 'Request a Quote')),
  },
  {
    group: 'Public dialogs',
    name: 'Location picker',
    path: '/jps',
    act: dialogOpens(click('link', /Update your location/)),
  },
  {
    group: 'Public dialogs',
    name: 'Tier details',
    path: '/jps/booking?vehicle=car&service=1',
    // The first tier in view: on a phone the carousel opens on the popular one, not Essential.
    act: dialogOpens(click('button', /^View details of /)),
  },
  {
    group: 'Public dialogs',
    name: 'Review details',
    path: '/',
    act: dialogOpens(async (page) => {
      const card = page.getByRole('article', { name: 'Tom Alvarez' })
      await card.getByRole('button', { name: /Read more/ }).click()
    }),
  },
  {
    group: 'Public dialogs',
    name: 'Affiliate terms',
    path: '/affiliate-onboarding',
    act: dialogOpens(click('button', 'Affiliate Terms of Service')),
  },
  {
    group: 'Public dialogs',
    name: 'Google Business Profile helper',
    path: '/affiliate-onboarding',
    act: dialogOpens(click('button', 'Find Your Google Business Profile')),
  },
  {
    group: 'Public dialogs',
    name: 'Header menu',
    path: '/jps',
    only: 'phone',
    act: click('button', 'Menu'),
  },
  {
    group: 'Public dialogs',
    name: 'User menu (customer)',
    path: '/',
    as: 'customer',
    act: (page) => page.getByRole('banner').locator('summary').click(),
  },

  // A detailer approved but not yet live (scripts/shots/new-business.mjs, issue 40): the
  // dashboard's setup checklist, and the site's "Opening soon" that takes a request.
  {
    group: 'New detailer',
    name: 'Setup checklist',
    path: '/opening-soon-demo/dashboard',
    as: 'newOwner',
    full: true,
  },
  { group: 'New detailer', name: 'Opening soon site', path: '/opening-soon-demo', full: true },
  {
    group: 'New detailer',
    name: 'Opening soon, leave a request',
    path: '/opening-soon-demo',
    act: dialogOpens(click('button', 'Leave a request')),
  },

  // The signed-in customer's own pages.
  { group: 'Customer', name: 'My bookings', path: '/account', as: 'customer', full: true },
  { group: 'Customer', name: 'Settings', path: '/account/settings', as: 'customer', full: true },
  {
    group: 'Customer',
    name: 'Settings, a wrong current password',
    path: '/account/settings',
    as: 'customer',
    full: true,
    act: async (page) => {
      await page.locator('#settings-password').getByLabel('Current password').fill('Not-my-pass-1!')
      await page.getByLabel('New password', { exact: true }).fill('Fresh-pass-2027!')
      await page.getByLabel('Confirm new password').fill('Fresh-pass-2027!')
      await page.getByRole('button', { name: 'Change password' }).click()
      await page.getByText('Current password is incorrect').waitFor()
    },
  },
  {
    group: 'Customer',
    name: 'Email confirmation link, expired',
    path: '/account/verify-email?uid=1&exp=1&sig=x',
    full: true,
  },

  // Admin.
  ...ADMIN_TABS.map((tab) => ({
    group: 'Admin dashboard',
    name: `Tab: ${tab}`,
    path: `/admin-dashboard?tab=${tab}`,
    as: 'admin',
    full: true,
  })),
  {
    group: 'Admin dashboard',
    name: 'Own domains',
    path: '/admin-dashboard/domains',
    as: 'admin',
    full: true,
  },
  {
    group: 'Admin dashboard',
    name: 'Website tab: a domain being set up (ABC)',
    path: '/abc/dashboard?tab=website',
    as: 'admin',
    full: true,
    act: async (page) => {
      const card = page.getByRole('region', { name: 'Your own domain' })
      const field = card.getByLabel('Domain')
      if (await field.isVisible()) {
        await field.fill('www.abc-auto-spa.com')
        await card.getByRole('button', { name: 'Add domain' }).click()
      }
      await card.getByRole('table').waitFor()
    },
  },
  {
    group: 'Admin dashboard',
    name: 'Users: pending',
    path: '/admin-dashboard?tab=users&list=pending',
    as: 'admin',
    full: true,
  },
  {
    group: 'Admin dashboard',
    name: 'Users: affiliates',
    path: '/admin-dashboard?tab=users&list=affiliates',
    as: 'admin',
    full: true,
  },
  {
    group: 'Admin dashboard',
    name: 'Audit Log filtered by action',
    path: '/admin-dashboard?tab=audit&action=sql.query',
    as: 'admin',
    full: true,
  },
  {
    group: 'Admin dialogs',
    name: 'Approve application',
    path: '/admin-dashboard?tab=users&list=pending',
    as: 'admin',
    act: dialogOpens(click('link', 'Approve Shine On Wheels')),
  },
  {
    group: 'Admin dialogs',
    name: 'Reject application',
    path: '/admin-dashboard?tab=users&list=pending',
    as: 'admin',
    act: dialogOpens(click('link', 'Reject Shine On Wheels')),
  },
  {
    group: 'Admin dialogs',
    name: 'Delete affiliate',
    path: '/admin-dashboard?tab=users&list=affiliates',
    as: 'admin',
    act: dialogOpens(click('link', /^Delete /)),
  },
  {
    group: 'Admin dialogs',
    name: 'Add User',
    path: '/admin-dashboard?tab=users',
    as: 'admin',
    act: dialogOpens(click('link', 'Add User')),
  },
  {
    group: 'Admin dialogs',
    name: 'Setup link (after Add User)',
    path: '/admin-dashboard?tab=users',
    as: 'admin',
    act: async (page, { viewport }) => {
      await click('link', 'Add User')(page)
      const dialog = page.getByRole('dialog', { name: 'Add User' })
      const stamp = `${viewport}-${Date.now().toString(36)}`
      await dialog.getByLabel('Name').fill(`Shots ${stamp}`)
      await dialog.getByLabel('Email').fill(`shots-${stamp}@example.test`)
      await dialog.getByRole('button', { name: 'Add User', exact: true }).click()
      await page.getByLabel('Password setup link').waitFor()
    },
  },
  {
    group: 'Admin dialogs',
    name: 'Affiliates menu',
    path: '/admin-dashboard?tab=users',
    as: 'admin',
    act: async (page) => {
      await click('button', 'Affiliates', { exact: true })(page)
      await page.getByRole('region', { name: 'Affiliates' }).getByRole('link').first().waitFor()
    },
  },
  {
    group: 'Admin dialogs',
    name: 'Seed Reviews business search',
    path: '/admin-dashboard?tab=reviews',
    as: 'admin',
    act: async (page) => {
      const form = page.getByRole('region', { name: 'Seed Reviews' })
      await form.getByRole('radio', { name: 'Affiliate' }).check()
      await form.getByRole('combobox', { name: 'Business' }).fill('de')
      await page.getByRole('option').first().waitFor()
    },
  },
  {
    group: 'Admin dialogs',
    name: 'Find a business (its matches)',
    path: '/admin-dashboard?tab=reviews&bq=detail',
    as: 'admin',
  },

  // Detailer dashboard.
  ...DASHBOARD_TABS.map((tab) => ({
    group: 'Detailer dashboard',
    name: `Tab: ${tab}`,
    path: `/jps/dashboard?tab=${tab}`,
    as: 'owner',
    full: true,
  })),
  {
    group: 'Detailer dialogs',
    name: 'New service',
    path: SERVICES,
    as: 'owner',
    act: dialogOpens(click('link', 'Add Service', { exact: true })),
  },
  {
    group: 'Detailer dialogs',
    name: 'Edit service, a tier open',
    path: `${SERVICES}&service=1`,
    as: 'owner',
    act: async (page) => {
      await click('link', 'Edit Service')(page)
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Edit tier / })
        .first()
        .click()
    },
  },
  {
    group: 'Detailer dialogs',
    name: 'Delete service',
    path: `${SERVICES}&service=1`,
    as: 'owner',
    act: dialogOpens(click('link', 'Delete Service')),
  },
  {
    group: 'Detailer dialogs',
    name: 'Add location',
    path: '/jps/dashboard?tab=locations',
    as: 'owner',
    act: dialogOpens(click('link', 'Add Location')),
  },
  {
    group: 'Detailer dialogs',
    name: 'Edit location',
    path: '/jps/dashboard?tab=locations',
    as: 'owner',
    act: dialogOpens(click('link', /^Edit .+, [A-Z]{2}$/)),
  },
  {
    group: 'Detailer dialogs',
    name: 'Delete location',
    path: '/jps/dashboard?tab=locations',
    as: 'owner',
    act: dialogOpens(click('link', /^Delete .+, [A-Z]{2}$/)),
  },
  {
    group: 'Detailer dialogs',
    name: 'User menu (detailer)',
    path: '/jps/dashboard',
    as: 'owner',
    act: (page) => page.getByRole('banner').locator('summary').click(),
  },

  // Customer.
  { group: 'Customer', name: 'Landing, signed in', path: '/', as: 'customer', full: true },
  // A customer's Account and Settings both lead to the landing page (spec §2 header).
  { group: 'Customer', name: 'Detailer site, signed in', path: '/jps', as: 'customer', full: true },
]
