import type Stripe from 'stripe'
import {
  type DisputeEvidence,
  type PaymentProvider,
  type ProviderDispute,
  type ProviderPayout,
} from './types.server'

// The Stripe provider's payouts and disputes (issue 39, decision 041). Payouts happen on the
// connected account (Stripe pays out an Express account's balance on its own schedule), so they
// are read with `stripeAccount`; disputes of destination charges are the platform's.

type Ref = string | { id: string } | null | undefined
const idOf = (value: Ref) => (value == null ? null : typeof value === 'string' ? value : value.id)

const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const
const DISPUTE_STATUSES = [
  'warning_needs_response',
  'needs_response',
  'under_review',
  'won',
  'lost',
] as const

export function toPayout(
  p: { id: string; amount: number; status: string; arrival_date: number },
  accountId: string,
): ProviderPayout {
  return {
    id: p.id,
    accountId,
    amountCents: p.amount,
    status: PAYOUT_STATUSES.find((s) => s === p.status) ?? 'pending',
    arrivalDate: new Date(p.arrival_date * 1000).toISOString().slice(0, 10),
  }
}

export function toDispute(d: {
  id: string
  amount: number
  reason: string
  status: string
  payment_intent?: Ref
  evidence_details?: { due_by?: number | null } | null
}): ProviderDispute {
  // Stripe's closed states other than won (warning_closed, charge_refunded) leave the money
  // where it is: recorded as won (nothing taken back).
  const status =
    DISPUTE_STATUSES.find((s) => s === d.status) ??
    (d.status === 'warning_under_review' ? 'under_review' : 'won')
  return {
    id: d.id,
    paymentIntentId: idOf(d.payment_intent) ?? '',
    amountCents: d.amount,
    reason: d.reason,
    status,
    evidenceDueBy: new Date((d.evidence_details?.due_by ?? 0) * 1000).toISOString(),
  }
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'statusCode' in error && error.statusCode === 404

type Records = Pick<PaymentProvider, 'getPayout' | 'getDispute' | 'submitDisputeEvidence'>

export function stripeRecords(stripe: Stripe): Records {
  return {
    async getPayout(accountId, payoutId) {
      try {
        const payout = await stripe.payouts.retrieve(payoutId, {}, { stripeAccount: accountId })
        return toPayout(payout, accountId)
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async getDispute(id) {
      try {
        return toDispute(await stripe.disputes.retrieve(id))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async submitDisputeEvidence(id, evidence: DisputeEvidence, idempotencyKey) {
      // Each photo or document becomes a Stripe file for the dispute; the first goes in as the
      // service documentation, the text names the rest.
      const files: string[] = []
      for (const [i, f] of evidence.files.entries()) {
        const file = await stripe.files.create(
          {
            purpose: 'dispute_evidence',
            file: { data: new Uint8Array(f.data), name: f.name, type: f.type },
          },
          { idempotencyKey: `${idempotencyKey}:file:${i}` },
        )
        files.push(file.id)
      }
      const dispute = await stripe.disputes.update(
        id,
        {
          evidence: {
            uncategorized_text: evidence.text,
            ...(files[0] ? { service_documentation: files[0] } : {}),
            ...(files[1] ? { uncategorized_file: files[1] } : {}),
          },
          submit: true,
        },
        { idempotencyKey },
      )
      return toDispute(dispute)
    },
  }
}
