import { and, eq, sql } from 'drizzle-orm'
import { type Db, schema } from '../db.server'
import { localRefund, type LocalRefund } from './local-store.server'

const { localPaymentObjects: objects } = schema

/** The local provider's refunds of one payment intent, oldest first. */
export async function listLocalRefunds(db: Db, paymentIntentId: string): Promise<LocalRefund[]> {
  const rows = await db
    .select({ data: objects.data })
    .from(objects)
    .where(
      and(
        eq(objects.type, 'refund'),
        sql`json_extract(${objects.data}, '$.payment_intent') = ${paymentIntentId}`,
      ),
    )
    .orderBy(objects.createdAt, objects.id)
  return rows.flatMap((row) => {
    const parsed = localRefund.safeParse(JSON.parse(row.data))
    return parsed.success ? [parsed.data] : []
  })
}
