import { and, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { schema } from '../db.server'
import { toDispute, toPayout } from './stripe-records.server'
import {
  emitEvent,
  type LocalIntent,
  newId,
  type PayCtx,
  readObject,
  remember,
  remembered,
  writeObject,
} from './local-store.server'
import { type PaymentProvider } from './types.server'

const { ledgerEntries: l, paymentAccounts, payouts } = schema

// The local provider's payouts and disputes (decision 041), in Stripe's shapes and with its
// events: a daily payout of each active account's balance (from the cron), and a dispute opened
// by the test card 4000 0000 0000 0259 and decided by its evidence as Stripe's test mode does
// ("winning_evidence" wins, "losing_evidence" loses, anything else stays under review).

export const localPayout = z.object({
  id: z.string(),
  object: z.literal('payout'),
  amount: z.number().int(),
  status: z.string(),
  arrival_date: z.number().int(),
  destination_account: z.string(),
})

export const localDispute = z.object({
  id: z.string(),
  object: z.literal('dispute'),
  amount: z.number().int(),
  reason: z.string(),
  status: z.string(),
  payment_intent: z.string(),
  evidence_details: z.object({ due_by: z.number().int() }),
  evidence: z.object({ uncategorized_text: z.string(), files: z.number().int() }).nullable(),
})
type LocalDispute = z.infer<typeof localDispute>

/** Stripe gives a business about a week to answer; so does the imitation. */
export const DISPUTE_DAYS = 7

export async function openLocalDispute(ctx: PayCtx, intent: LocalIntent) {
  const dispute: LocalDispute = {
    id: newId('dp'),
    object: 'dispute',
    amount: intent.amount,
    reason: 'fraudulent',
    status: 'needs_response',
    payment_intent: intent.id,
    evidence_details: { due_by: Math.floor(Date.now() / 1000) + DISPUTE_DAYS * 86_400 },
    evidence: null,
  }
  await writeObject(ctx.db, dispute)
  await emitEvent(ctx, 'charge.dispute.created', dispute)
}

type Records = Pick<PaymentProvider, 'getPayout' | 'getDispute' | 'submitDisputeEvidence'>

export function localRecords(ctx: PayCtx): Records {
  const { db } = ctx
  return {
    async getPayout(accountId, payoutId) {
      const payout = await readObject(db, payoutId, localPayout)
      return payout && payout.destination_account === accountId ? toPayout(payout, accountId) : null
    },
    async getDispute(id) {
      const dispute = await readObject(db, id, localDispute)
      return dispute ? toDispute(dispute) : null
    },
    async submitDisputeEvidence(id, evidence, key) {
      const known = await remembered(db, key)
      const current = await readObject(db, known ?? id, localDispute)
      if (!current) throw new Error('No such dispute')
      if (known || current.status !== 'needs_response') return toDispute(current)
      const text = evidence.text
      const status = text.includes('losing_evidence')
        ? 'lost'
        : text.includes('winning_evidence')
          ? 'won'
          : 'under_review'
      const next: LocalDispute = {
        ...current,
        status,
        evidence: { uncategorized_text: text, files: evidence.files.length },
      }
      await db.batch([writeObject(db, next), remember(db, key, id)])
      await emitEvent(ctx, 'charge.dispute.updated', next)
      if (status !== 'under_review') await emitEvent(ctx, 'charge.dispute.closed', next)
      return toDispute(next)
    },
  }
}

/**
 * Once a day, each active local account's balance is paid out, as Stripe's automatic daily
 * payouts do: the net of its ledger rows less what earlier payouts took.
 */
export async function runLocalPayouts(ctx: PayCtx, now: Date) {
  const { db } = ctx
  const today = now.toISOString().slice(0, 10)
  const net = sql<number>`coalesce((select sum(${l.netCents}) from ${l} where ${l.affiliateId} = ${paymentAccounts.affiliateId} and ${l.kind} <> 'payout'), 0)`
  const paidOut = sql<number>`coalesce((select sum(${payouts.amountCents}) from ${payouts} where ${payouts.affiliateId} = ${paymentAccounts.affiliateId} and ${payouts.status} not in ('failed', 'canceled')), 0)`
  const paidToday = sql<number>`exists (select 1 from ${payouts} where ${payouts.affiliateId} = ${paymentAccounts.affiliateId} and ${payouts.createdAt} >= ${today})`
  const due = await db
    .select({ accountId: paymentAccounts.accountId, available: sql<number>`${net} - ${paidOut}` })
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.provider, 'local'),
        inArray(paymentAccounts.status, ['active']),
        sql`not ${paidToday}`,
        sql`${net} - ${paidOut} > 0`,
      ),
    )
    .limit(50)
  for (const { accountId, available } of due) {
    if (!accountId) continue
    const key = `account:${accountId}:payout:${today}`
    if (await remembered(db, key)) continue
    const payout = {
      id: newId('po'),
      object: 'payout' as const,
      amount: Number(available),
      status: 'paid',
      arrival_date: Math.floor(now.getTime() / 1000) + 86_400,
      destination_account: accountId,
    }
    await db.batch([writeObject(db, payout), remember(db, key, payout.id)])
    await emitEvent(ctx, 'payout.paid', payout, accountId)
  }
  return due.length
}
