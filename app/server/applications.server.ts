import { and, desc, eq } from 'drizzle-orm'
import { type RejectApplicationInput } from '~/lib/admin-schemas'
import { type Db, schema } from './db.server'

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

export function listPendingApplications(db: Db): Promise<PendingApplication[]> {
  return db
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
    .where(eq(affiliates.status, 'pending'))
    .orderBy(desc(affiliates.applicationDate), desc(affiliates.id))
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
  const rows = await db
    .update(affiliates)
    .set({
      status: 'rejected',
      rejectionReason: input.rejection_reason,
      adminNotes: input.admin_notes,
      reviewedAt: now,
      reviewedBy: adminId,
      updatedAt: now,
    })
    .where(and(eq(affiliates.id, id), eq(affiliates.status, 'pending')))
    .returning({ id: affiliates.id })
  return rows.length > 0
}
