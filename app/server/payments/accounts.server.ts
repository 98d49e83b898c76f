import { eq } from 'drizzle-orm'
import { DEFAULT_DEPOSIT, type DepositSetting } from '~/lib/payments/fees'
import { type Db, schema } from '../db.server'
import { type ProviderAccount, type ProviderName } from './types.server'

const { paymentAccounts } = schema

export type AccountStatus = 'not_connected' | 'pending' | 'active' | 'restricted'

/** What the provider's account means for us: charges go through only once it is active. */
export function statusOf(account: ProviderAccount): Exclude<AccountStatus, 'not_connected'> {
  if (account.chargesEnabled && account.payoutsEnabled) return 'active'
  if (!account.detailsSubmitted) return 'pending'
  return 'restricted'
}

export interface BusinessPayments {
  status: AccountStatus
  provider: ProviderName | null
  accountId: string | null
  requirements: string[]
  deposit: DepositSetting
  /** Sales tax on invoices, basis points (0: none); the most a no-show may cost (0: none). */
  taxRateBps: number
  noShowFeeCents: number
}

export function depositOf(row: { depositKind: string; depositValue: number }): DepositSetting {
  if (row.depositKind === 'none') return { kind: 'none' }
  if (row.depositKind === 'fixed') return { kind: 'fixed', cents: row.depositValue }
  return { kind: 'percent', percent: row.depositValue }
}

/** A business's payout account and deposit setting (defaults when it has never set them). */
export async function businessPayments(db: Db, affiliateId: number): Promise<BusinessPayments> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.affiliateId, affiliateId))
    .limit(1)
  return paymentsOf(row)
}

/** A payment_accounts row as the business's payments (defaults when there is none). */
export function paymentsOf(row: typeof paymentAccounts.$inferSelect | undefined): BusinessPayments {
  if (!row) {
    return {
      status: 'not_connected',
      provider: null,
      accountId: null,
      requirements: [],
      deposit: DEFAULT_DEPOSIT,
      taxRateBps: 0,
      noShowFeeCents: 0,
    }
  }
  return {
    status: row.accountId && row.status ? row.status : 'not_connected',
    provider: row.provider,
    accountId: row.accountId,
    requirements: row.requirements,
    deposit: depositOf(row),
    taxRateBps: row.taxRateBps,
    noShowFeeCents: row.noShowFeeCents,
  }
}

/** The account to charge for, when this business takes deposits through this provider now. */
export function chargeableAccount(payments: BusinessPayments, provider: ProviderName) {
  if (payments.status !== 'active' || !payments.accountId || payments.provider !== provider)
    return null
  return payments.accountId
}

const REQUIREMENT_TEXT: [RegExp, string][] = [
  [/^external_account$/, 'A bank account for payouts'],
  [/verification\.document$/, 'An identity document'],
  [/^tos_acceptance\./, "Acceptance of Stripe's terms"],
  [/^business_profile\.url$/, 'Your business website'],
  [/^business_profile\.mcc$/, 'What your business does'],
  [/\.dob\./, 'Your date of birth'],
  [/\.ssn_last_4$|\.id_number$/, 'Your tax identification number'],
  [/\.address\./, 'Your address'],
  [/\.phone$/, 'Your phone number'],
]

/** A requirement code in words ("external_account" → "A bank account for payouts"). */
export function requirementText(code: string): string {
  return REQUIREMENT_TEXT.find(([pattern]) => pattern.test(code))?.[1] ?? code
}
