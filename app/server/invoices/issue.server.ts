import { sql } from 'drizzle-orm'
import { randomToken } from '../auth/encoding.server'
import { type Db } from '../db.server'

// Issuing a completed job's draft invoice (issue 39, decision 040): from what the booking stores
// (its package and tier, its add-ons, the estimate they came to) and what the ledger says of its
// deposit. One batch, idempotent: a second call (a double submit, the editor opened later)
// finds the invoice there and adds nothing.

/**
 * The invoice row and its lines for one completed booking of this business. The number is the
 * business's highest + 1, inside the INSERT, so two businesses never share a sequence and the
 * unique (affiliate_id, number) index refuses a duplicate of a race.
 */
export function issueStatements(db: Db, affiliateId: number, bookingId: number) {
  const token = randomToken(16)
  return [
    db.run(sql`insert into invoices (affiliate_id, booking_id, number, token, business_name,
        business_email, business_phone, business_logo_url, customer_name, customer_email,
        booking_reference, tax_rate_bps, deposit_cents)
      select b.affiliate_id, b.id,
        coalesce((select max(number) from invoices where affiliate_id = b.affiliate_id), 0) + 1,
        ${token}, a.business_name, coalesce(a.business_email, a.email),
        coalesce(a.business_phone, a.phone), a.logo_url, b.customer_name, b.customer_email,
        b.reference, coalesce(p.tax_rate_bps, 0),
        coalesce((select sum(amount_cents) from ledger_entries l
          where l.booking_id = b.id and l.kind in ('deposit', 'refund')), 0)
      from booking_requests b
      join affiliates a on a.id = b.affiliate_id
      left join payment_accounts p on p.affiliate_id = b.affiliate_id
      where b.id = ${bookingId} and b.affiliate_id = ${affiliateId} and b.status = 'completed'
      on conflict do nothing`),
    // The package: the estimate less its add-ons (the area's minimum or travel multiplier is
    // inside the estimate the customer was shown, so it stays in this line).
    db.run(sql`insert into invoice_lines (invoice_id, kind, description, amount_cents)
      select i.id, 'package', b.service_name || ' – ' || b.tier_name || ' (' || b.vehicle_type || ')',
        b.estimate_cents - coalesce((select sum(json_extract(value, '$.priceCents'))
          from json_each(b.addons)), 0)
      from invoices i join booking_requests b on b.id = i.booking_id
      where i.booking_id = ${bookingId} and i.status = 'draft'
        and not exists (select 1 from invoice_lines l where l.invoice_id = i.id)`),
    db.run(sql`insert into invoice_lines (invoice_id, kind, description, amount_cents)
      select i.id, 'addon', 'Add-on: ' || json_extract(value, '$.serviceName') || ' – '
          || json_extract(value, '$.tierName'), json_extract(value, '$.priceCents')
      from invoices i join booking_requests b on b.id = i.booking_id, json_each(b.addons)
      where i.booking_id = ${bookingId} and i.status = 'draft'
        and not exists (select 1 from invoice_lines l where l.invoice_id = i.id and l.kind = 'addon')`),
  ] as const
}

/** Issues the draft invoice of a completed booking if it has none yet. */
export async function issueInvoice(db: Db, affiliateId: number, bookingId: number) {
  await db.batch([...issueStatements(db, affiliateId, bookingId)])
}
