import { eq, sql } from 'drizzle-orm'
import { type DELETE_ID_KINDS } from '~/lib/admin-schemas'
import { type Db, schema } from '../db.server'

const { affiliates, users } = schema

type IdKind = (typeof DELETE_ID_KINDS)[number]

interface Business {
  id: number
  businessName: string
}

export type DeleteTarget =
  | { kind: 'business'; id: number }
  | { kind: 'none' }
  | { kind: 'ambiguous'; id: number; business: Business; ownerOf: Business | null }

/**
 * The business DELETE /api/admin/affiliates/{id} removes. The id is a business's (our lists'
 * `affiliate_id`, the Affiliates and Pending rows' `id`) or, as the original backend took it, an
 * affiliate owner's account id (the original client's All Users rows). Accounts are numbered
 * above every business (decision 035), so a new id names one row; an older id that names a
 * business and also an affiliate account whose business is another one (or gone) is ambiguous,
 * and nothing is deleted until the caller says which it meant (`as`).
 */
export async function resolveDeleteTarget(
  db: Db,
  id: number,
  as: IdKind | undefined,
): Promise<DeleteTarget> {
  const [businessRows, accountRows] = await db.batch([
    db
      .select({ id: affiliates.id, businessName: affiliates.businessName })
      .from(affiliates)
      .where(eq(affiliates.id, id))
      .limit(1),
    db
      .select({
        // The account's own business, from the join: a link to a deleted business is no business.
        businessId: affiliates.id,
        businessName: affiliates.businessName,
        // Spec §3 role derivation: the rows the original client offers Delete on.
        affiliate: sql<number>`(${users.affiliateId} is not null or ${users.role} = 'affiliate')`,
      })
      .from(users)
      .leftJoin(affiliates, eq(affiliates.id, users.affiliateId))
      .where(eq(users.id, id))
      .limit(1),
  ])
  const business = businessRows[0] ?? null
  const account = accountRows[0]?.affiliate ? accountRows[0] : null
  const ownerOf =
    account?.businessId != null
      ? { id: account.businessId, businessName: account.businessName ?? '' }
      : null

  if (as === 'business') return business ? { kind: 'business', id } : { kind: 'none' }
  if (as === 'user') return ownerOf ? { kind: 'business', id: ownerOf.id } : { kind: 'none' }
  if (business && account && ownerOf?.id !== business.id)
    return { kind: 'ambiguous', id, business, ownerOf }
  const target = business ?? ownerOf
  return target ? { kind: 'business', id: target.id } : { kind: 'none' }
}

/** The 409's words: both readings, that nothing changed, and how to say which was meant. */
export function ambiguousMessage(target: Extract<DeleteTarget, { kind: 'ambiguous' }>): string {
  const owner = target.ownerOf
    ? `the account of the owner of "${target.ownerOf.businessName}"`
    : 'an affiliate account without a business'
  return (
    `Id ${target.id} names both the business "${target.business.businessName}" and ${owner}, ` +
    'so nothing was deleted. Delete it from the admin dashboard, or send ' +
    '?as=business or ?as=user with the id.'
  )
}
