// The checkout page for `npm run lighthouse`: the local provider's page for a real session,
// opened the way a customer reaches it (a jps booking request, which takes a 25 % deposit,
// decision 036), through the same form posts as tests/support/booking.ts.

/** The row's label in the table; the URL is made per run (a session of its own). */
export const CHECKOUT = '/payments/checkout/{session}'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export async function checkoutPath(origin: string): Promise<string> {
  const query = new URLSearchParams({ vehicle: 'car', service: '1', tier: '2' })
  const fields = {
    vehicle: 'car',
    service: '1',
    tier: '2',
    name: 'Lighthouse Customer',
    phone: '(602) 555-0142',
    email: `lighthouse-${Date.now()}@example.test`,
    street: '1 Central Ave',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85004',
    preferred_date: inDays(7),
    time_window: 'morning',
    notes: '',
    idempotency_key: crypto.randomUUID(),
  }
  const post = (intent: string, extra: Record<string, string> = {}) =>
    fetch(`${origin}/jps/booking/request?${query}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: new URLSearchParams({ ...fields, ...extra, intent }).toString(),
    })
  const review = await post('review')
  const quoted = /name="quoted_estimate" value="(\d+)"/.exec(await review.text())?.[1]
  if (review.status !== 200 || !quoted) throw new Error(`booking review: ${review.status}`)
  const submit = await post('submit', { quoted_estimate: quoted })
  const location = submit.headers.get('Location') ?? ''
  if (!/\/payments\/checkout\/cs_local_\w+$/.test(location))
    throw new Error(`booking submit led to ${submit.status} ${location}, not a checkout`)
  return new URL(location, origin).pathname
}
