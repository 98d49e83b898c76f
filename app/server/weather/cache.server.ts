import { eq } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

const { weatherCache } = schema

/** A cached answer that has not expired yet, else null. */
export async function cachedBody(db: Db, key: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ body: weatherCache.body, expiresAt: weatherCache.expiresAt })
    .from(weatherCache)
    .where(eq(weatherCache.key, key))
    .limit(1)
  return row && row.expiresAt > now.toISOString() ? row.body : null
}

export async function storeBody(db: Db, key: string, body: string, expiresAt: Date) {
  const values = { key, body, expiresAt: expiresAt.toISOString() }
  await db
    .insert(weatherCache)
    .values(values)
    .onConflictDoUpdate({ target: weatherCache.key, set: values })
}
