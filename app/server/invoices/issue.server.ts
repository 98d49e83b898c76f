import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import { type SQLiteTable } from 'drizzle-orm/sqlite-core'
import { randomToken } from '../auth/encoding.server'
import { type Db, schema } from '../db.server'

const { invoiceLines, invoices } = schema

// Issuing a completed job's draft invoice (issue 39, decision 040): from what the booking stores
// (its package and tier, its add-ons, the estimate they came to) and what the ledger says of its
// deposit. One batch, idempotent: a second call (a double submit, the editor opened later)
// finds the invoice there and adds nothing.

const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

/**
 * INSERT … SELECT through drizzle's insert builder (a raw statement with parameters cannot go
 * into a D1 batch): every column in table order, the given ones computed by `rest` (FROM/WHERE).
 */
function insertSelect<T extends SQLiteTable>(
  db: Db,
  table: T,
  values: Partial<Record<keyof T['_']['columns'], SQL>>,
  rest: SQL,
) {
  const given = new Map<string, SQL | undefined>(Object.entries(values))
  const columns = Object.keys(getTableColumns(table)).map((key) => given.get(key) ?? sql`null`)
  return db.insert(table).select(sql`select ${sql.join(columns, sql`, `)} ${rest}`)
}

/**
 * The invoice row and its lines for one completed booking of this business. The number is the
 * business's highest + 1, inside the INSERT, so each business has its own sequence and the
 * unique (affiliate_id, number) index refuses a duplicate of a race.
 */
export function issueStatements(db: Db, affiliateId: number, bookingId: number) {
  const token = randomToken(16)
  const invoice = insertSelect(
    db,
    invoices,
    {
      affiliateId: sql`b.affiliate_id`,
      bookingId: sql`b.id`,
      number: sql`coalesce((select max(number) from invoices where affiliate_id = b.affiliate_id), 0) + 1`,
      token: sql`${token}`,
      status: sql`'draft'`,
      businessName: sql`a.business_name`,
      businessEmail: sql`coalesce(a.business_email, a.email)`,
      businessPhone: sql`coalesce(a.business_phone, a.phone)`,
      businessLogoUrl: sql`a.logo_url`,
      customerName: sql`b.customer_name`,
      customerEmail: sql`b.customer_email`,
      bookingReference: sql`b.reference`,
      taxRateBps: sql`coalesce(p.tax_rate_bps, 0)`,
      depositCents: sql`coalesce((select sum(amount_cents) from ledger_entries l
        where l.booking_id = b.id and l.kind in ('deposit', 'refund')), 0)`,
      tipCents: sql`0`,
      createdAt: NOW,
    },
    sql`from booking_requests b
      join affiliates a on a.id = b.affiliate_id
      left join payment_accounts p on p.affiliate_id = b.affiliate_id
      where b.id = ${bookingId} and b.affiliate_id = ${affiliateId} and b.status = 'completed'`,
  ).onConflictDoNothing()
  // The package: the estimate less its add-ons (the area's minimum or travel multiplier is
  // inside the estimate the customer was shown, so it stays in this line).
  const packageLine = insertSelect(
    db,
    invoiceLines,
    {
      invoiceId: sql`i.id`,
      kind: sql`'package'`,
      description: sql`b.service_name || ' – ' || b.tier_name || ' (' || b.vehicle_type || ')'`,
      amountCents: sql`b.estimate_cents - coalesce((select sum(json_extract(value, '$.priceCents'))
        from json_each(b.addons)), 0)`,
      createdAt: NOW,
    },
    sql`from invoices i join booking_requests b on b.id = i.booking_id
      where i.booking_id = ${bookingId} and i.status = 'draft'
        and not exists (select 1 from invoice_lines l where l.invoice_id = i.id)`,
  )
  const addonLines = insertSelect(
    db,
    invoiceLines,
    {
      invoiceId: sql`i.id`,
      kind: sql`'addon'`,
      description: sql`'Add-on: ' || json_extract(value, '$.serviceName') || ' – ' || json_extract(value, '$.tierName')`,
      amountCents: sql`json_extract(value, '$.priceCents')`,
      createdAt: NOW,
    },
    sql`from invoices i join booking_requests b on b.id = i.booking_id, json_each(b.addons)
      where i.booking_id = ${bookingId} and i.status = 'draft'
        and not exists (select 1 from invoice_lines l where l.invoice_id = i.id and l.kind = 'addon')`,
  )
  return [invoice, packageLine, addonLines] as const
}

/** Issues the draft invoice of a completed booking if it has none yet. */
export async function issueInvoice(db: Db, affiliateId: number, bookingId: number) {
  await db.batch([...issueStatements(db, affiliateId, bookingId)])
}
