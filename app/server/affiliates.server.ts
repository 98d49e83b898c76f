import { and, eq } from 'drizzle-orm'
import { type Db, schema } from './db.server'

const { affiliates } = schema

export async function findAffiliateSlugById(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: affiliates.slug })
    .from(affiliates)
    .where(and(eq(affiliates.id, id), eq(affiliates.status, 'approved')))
    .limit(1)
  return row?.slug ?? null
}
