import { type Db, schema } from '../db.server'

const { paymentLog } = schema

/** Notes what the payments machinery could not do, or what a reconcile found (never throws). */
export async function logPayments(db: Db, kind: 'webhook_failed' | 'reconcile', summary: string) {
  try {
    await db.insert(paymentLog).values({ kind, summary: summary.slice(0, 500) })
  } catch (error) {
    console.error('Payment log could not be written', { kind, summary, error })
  }
}
