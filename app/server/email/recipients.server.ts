import { and, eq, isNull, or } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

const { affiliates, users } = schema

/** Admins who get the platform's notices (new applications, quotes for the marketplace). */
export async function adminRecipients(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.disabled, false),
        or(eq(users.role, 'admin'), and(isNull(users.role), eq(users.isAdmin, true))),
      ),
    )
    .limit(20)
  return rows.map((r) => r.email)
}

/** Where a business gets its booking and quote mail: its business email, else the owner's. */
export async function detailerRecipient(db: Db, affiliateId: number): Promise<string | null> {
  const [row] = await db
    .select({ business: affiliates.businessEmail, owner: affiliates.email })
    .from(affiliates)
    .where(eq(affiliates.id, affiliateId))
    .limit(1)
  return row ? (row.business ?? row.owner) : null
}
