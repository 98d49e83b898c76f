import { type Db } from '../db.server'
import { findBooking } from '../dashboard/business/bookings.server'
import { invoiceOfBooking } from './invoices.server'
import { issueInvoice } from './issue.server'

/**
 * The invoice of one completed booking of this business, issued now if its completion did not
 * (a job completed before invoices existed, or a completion whose issue step failed). Another
 * business's booking, or one not completed, reads as missing.
 */
export async function ownerInvoice(db: Db, affiliateId: number, rawId: string | undefined) {
  const id = Number(rawId)
  if (!rawId || !/^\d{1,12}$/.test(rawId) || !Number.isSafeInteger(id)) return null
  const found = await invoiceOfBooking(db, affiliateId, id)
  if (found) return found
  const booking = await findBooking(db, affiliateId, id)
  if (booking?.status !== 'completed') return null
  await issueInvoice(db, affiliateId, id)
  return invoiceOfBooking(db, affiliateId, id)
}
