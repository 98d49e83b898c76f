import { and, desc, eq, sql } from 'drizzle-orm'
import { type RejectApplicationInput } from '~/lib/admin-schemas'
import { auditInsertIf } from './admin/audit.server'
import { type AdminPage, matchesAny } from './admin/users.server'
import { type Db, schema } from './db.server'
import { queueEmail } from './email/outbox.server'

const { affiliates } = schema

export const APPLICATION_MESSAGES = {
  notPending: 'Application not found or already processed',
  approved: 'Application approved successfully',
  rejected: 'Application rejected successfully',
} as const

/** Spec §3 Pending application, as the admin's Pending list shows it. */
export interface PendingApplication {
  id: number
  business_name: string
  owner: string
  email: string
  phone: string | null
  city: string
  state_code: string
  postal_code: string | null
  has_insurance: boolean
  source: string | null
  application_date: string
}

/** All pending applications, or one page of those matching `q` (the admin's Pending list). */
export function listPendingApplications(db: Db, page?: AdminPage): Promise<PendingApplication[]> {
  const query = db
    .select({
      id: affiliates.id,
      business_name: affiliates.businessName,
      owner: affiliates.owner,
      email: affiliates.email,
      phone: affiliates.phone,
      city: affiliates.baseCity,
      state_code: affiliates.baseState,
      postal_code: affiliates.baseZip,
      has_insurance: affiliates.hasInsurance,
      source: affiliates.source,
      application_date: affiliates.applicationDate,
    })
    .from(affiliates)
    .where(
      and(
        eq(affiliates.status, 'pending'),
        matchesAny(page?.q, [
          affiliates.businessName,
          affiliates.owner,
          affiliates.email,
          affiliates.baseCity,
        ]),
      ),
    )
    .orderBy(desc(affiliates.applicationDate), desc(affiliates.id))
  // One extra row tells the caller whether there is a next page.
  return page ? query.limit(page.limit + 1).offset(page.offset) : query
}

/**
 * pending → rejected. The status condition sits in the UPDATE itself, so a second (or concurrent)
 * review of the same application changes nothing and reports false.
 */
export async function rejectApplication(
  db: Db,
  id: number,
  adminId: number,
  input: RejectApplicationInput,
): Promise<boolean> {
  const now = new Date().toISOString()
  const pending = and(eq(affiliates.id, id), eq(affiliates.status, 'pending'))
  // The audit row goes first, conditioned like the update, so both happen or neither does.
  const [, rows] = await db.batch([
    auditInsertIf(
      db,
      {
        adminId,
        action: 'application.reject',
        targetType: 'application',
        targetId: id,
        detail: { reason: input.rejection_reason },
      },
      db.select({ id: affiliates.id }).from(affiliates).where(pending),
    ),
    db
      .update(affiliates)
      .set({
        status: 'rejected',
        rejectionReason: input.rejection_reason,
        adminNotes: input.admin_notes,
        reviewedAt: now,
        reviewedBy: adminId,
        updatedAt: now,
      })
      .where(pending)
      .returning({ id: affiliates.id }),
    // Only when this very review (its timestamp) rejected it.
    queueEmail(
      db,
      {
        to: sql`(select ${affiliates.email} from ${affiliates} where ${affiliates.id} = ${id})`,
        template: 'application.rejected',
        data: { affiliateId: id, reason: input.rejection_reason },
      },
      {
        when: sql`exists (select 1 from ${affiliates} where ${affiliates.id} = ${id} and ${affiliates.status} = 'rejected' and ${affiliates.reviewedAt} = ${now})`,
      },
    ),
  ])
  return rows.length > 0
}
