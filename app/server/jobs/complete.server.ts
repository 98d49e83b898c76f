import { type Outcome, changeBooking } from '../dashboard/business/booking-actions.server'
import { type Db } from '../db.server'
import { issueInvoice } from '../invoices/issue.server'
import { type Tenant } from '../tenant.server'
import { openSignoff } from './signoff.server'

/**
 * Completing a job, from the job card or the job screen alike: the booking is marked completed,
 * its draft invoice issued (issue 39) and the customer asked to sign it off (issue 42).
 */
export async function completeJob(
  db: Db,
  tenant: Tenant,
  zone: string,
  id: number,
  now: Date,
): Promise<Outcome> {
  const outcome = await changeBooking(db, tenant, zone, { intent: 'booking-complete', id }, now)
  if (!outcome.result.ok) return outcome
  await issueInvoice(db, tenant.id, id)
  await openSignoff(db, tenant.id, id, now)
  outcome.result.message = `${outcome.result.message} Its invoice is ready to review and send.`
  return outcome
}
