import { type TestWorker } from './worker'
import { inDays } from './days'

// Business dashboard helpers: booking and quote rows written straight into D1 (known fixtures),
// and form posts to /{slug}/dashboard as the page's own forms send them.

export interface BookingFixture {
  affiliateId?: number
  status?: 'pending' | 'confirmed' | 'declined' | 'cancelled' | 'completed'
  source?: 'web' | 'phone'
  email?: string
  name?: string
  estimateCents?: number
  durationMinutes?: number
  preferredDate?: string
  timeWindow?: string
  startAt?: string | null
  createdAt?: string
  /** Stored as if the detailer chose "Confirm anyway" (the database refuses overlaps otherwise). */
  overlapAllowed?: boolean
}

let sequence = 0

/** Inserts one booking request (jps's Signature Detail – Premium by default); returns its id. */
export async function insertBooking(worker: TestWorker, f: BookingFixture = {}): Promise<number> {
  sequence++
  const duration = f.durationMinutes ?? 120
  const startAt = f.startAt ?? null
  const endAt = startAt ? new Date(Date.parse(startAt) + duration * 60_000).toISOString() : null
  // Test references: 'MDH-' and six letters the real alphabet never produces in this order.
  const reference = `MDH-T${String(sequence).padStart(5, '0')}`
  const row = await worker.db
    .prepare(
      `INSERT INTO booking_requests (reference, affiliate_id, service_id, tier_id, vehicle_type, category_name,
        service_name, tier_name, estimate_cents, duration_minutes, customer_name, customer_phone, customer_email,
        address_line, city, state, zip, preferred_date, time_window, status, source, start_at, end_at, created_at, overlap_allowed)
       VALUES (?, ?, 1, 2, 'car', 'Service Packages', 'Signature Detail', 'Premium', ?, ?, ?, '7025550199', ?,
        '1 Fremont St', 'Las Vegas', 'NV', '89101', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      reference,
      f.affiliateId ?? 1,
      f.estimateCents ?? 29_880,
      duration,
      f.name ?? 'Pat Customer',
      f.email ?? 'pat@example.test',
      f.preferredDate ?? inDays(7),
      f.timeWindow ?? 'morning',
      f.status ?? 'pending',
      f.source ?? 'web',
      startAt,
      endAt,
      f.createdAt ?? new Date().toISOString(),
      f.overlapAllowed ? 1 : 0,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('booking fixture not inserted')
  return row.id
}

export async function insertQuote(
  worker: TestWorker,
  f: {
    /** null: a quote sent to the platform rather than one detailer. */
    affiliateId?: number | null
    email?: string
    name?: string
    createdAt?: string
    status?: string
  } = {},
): Promise<number> {
  const row = await worker.db
    .prepare(
      `INSERT INTO quote_requests (affiliate_id, name, email, phone, vehicle, services, additional_info, status, created_at)
       VALUES (?, ?, ?, '7025550123', 'Truck', '["Ceramic Coating"]', 'Black paint', ?, ?) RETURNING id`,
    )
    .bind(
      f.affiliateId === undefined ? 1 : f.affiliateId,
      f.name ?? 'Quinn Quote',
      f.email ?? 'quinn@example.test',
      f.status ?? 'new',
      f.createdAt ?? new Date().toISOString(),
    )
    .first<{ id: number }>()
  if (!row) throw new Error('quote fixture not inserted')
  return row.id
}

/** Posts a dashboard form (urlencoded, like the page's forms without JavaScript). */
export function postAction(
  worker: TestWorker,
  cookie: string,
  fields: Record<string, string | number>,
  { slug = 'jps', tab = 'requests' } = {},
) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]))
  return worker.fetch(`/${slug}/dashboard?tab=${tab}`, {
    method: 'POST',
    headers: {
      Cookie: cookie,
      Origin: 'http://localhost',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: body.toString(),
  })
}

export async function outboxRows(worker: TestWorker) {
  const rows = await worker.db
    .prepare('SELECT to_address, template, payload FROM email_outbox ORDER BY id')
    .all<{ to_address: string; template: string; payload: string }>()
  return rows.results.map((r) => ({
    ...r,
    payload: JSON.parse(r.payload) as Record<string, unknown>,
  }))
}

export { inDays }

/** Text of an HTML answer with entities of the product's messages decoded. */
export async function pageText(response: Response): Promise<string> {
  return (await response.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}
