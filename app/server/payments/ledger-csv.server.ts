import { csvDollars, csvRow, csvText } from '~/lib/payments/csv'
import { wallClock } from '~/lib/dashboard/time'
import { type Db } from '../db.server'
import { type LedgerCursor, ledgerPage } from './money.server'

/** Rows read per D1 statement: 10,000 rows are 10 reads, each a page along the index. */
export const CSV_PAGE = 1000

const HEADER = [
  'date',
  'time_utc',
  'booking_reference',
  'kind',
  'amount',
  'platform_fee',
  'net',
  'amount_cents',
  'platform_fee_cents',
  'net_cents',
  'currency',
  'provider',
  'provider_id',
  'refunds_payment',
  'business_name',
]

/**
 * The business's whole ledger as CSV, oldest first, streamed a page at a time: a business with
 * years of payments is never held in memory, and each page is one indexed statement.
 * `date` is the business's own calendar date (its time zone), as the Money tab counts it.
 */
export function ledgerCsv(db: Db, affiliateId: number, zone: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let cursor: LedgerCursor = { createdAt: '', id: 0 }
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(csvRow(HEADER)))
      }
      const rows = await ledgerPage(db, affiliateId, cursor, CSV_PAGE)
      const text = rows
        .map((r) =>
          csvRow([
            wallClock(r.createdAt, zone).date,
            r.createdAt,
            csvText(r.bookingReference),
            r.kind,
            csvDollars(r.amountCents),
            csvDollars(r.feeCents),
            csvDollars(r.netCents),
            String(r.amountCents),
            String(r.feeCents),
            String(r.netCents),
            csvText(r.currency),
            r.provider,
            csvText(r.providerId),
            csvText(r.chargeProviderId),
            csvText(r.businessName),
          ]),
        )
        .join('')
      if (text) controller.enqueue(encoder.encode(text))
      const last = rows.at(-1)
      if (!last || rows.length < CSV_PAGE) controller.close()
      else cursor = { createdAt: last.createdAt, id: last.id }
    },
  })
}
