// A business approved but not yet live, made through the app's own routes as in
// tests/support/fresh-business.ts (the application API, the admin's approval, the emailed
// set-password link), so the contact sheet shows the setup checklist and "Opening soon" (issue
// 40). The demo seed's businesses are all live, and the shots run on a fresh database each time,
// so the slug can be fixed and the scenes can name it.

export const NEW_BUSINESS = {
  slug: 'opening-soon-demo',
  email: 'owner@opening-soon.test',
  password: 'Opening-pass-2026!',
}

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`)
  return response.json()
}

export async function makeNewBusiness(origin, admin) {
  const post = (path, body, headers = {}) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const applied = await json(
    await post('/api/affiliates/apply', {
      legal_name: 'Opening Soon Detailing',
      primary_contact: 'Riley New',
      phone: '(503) 555-0177',
      email: NEW_BUSINESS.email,
      base_location: { city: 'Portland', state: 'OR', zip: '97201' },
      categories: ['Auto Detailing'],
      has_insurance: true,
      accept_terms: true,
      consent_notifications: true,
      source: 'Referral',
    }),
    'apply',
  )
  const { accessToken } = await json(await post('/api/auth/login', admin), 'admin login')
  const { setup_url: setupUrl } = await json(
    await post(
      `/api/admin/approve-application/${applied.affiliate.id}`,
      { approved_slug: NEW_BUSINESS.slug },
      { Authorization: `Bearer ${accessToken}` },
    ),
    'approve',
  )
  const setup = new URL(setupUrl)
  const set = await fetch(`${origin}${setup.pathname}${setup.search}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({
      password: NEW_BUSINESS.password,
      confirmPassword: NEW_BUSINESS.password,
    }),
    redirect: 'manual',
  })
  if (set.status !== 302) throw new Error(`set password: ${set.status}`)
}
