import { type AppLoadContext, redirect } from '@remix-run/cloudflare'
import { and, desc, eq } from 'drizzle-orm'
import { type z } from 'zod'
import { depositLabel } from '~/lib/payments/fees'
import { DEPOSIT_POLICY } from '~/lib/payments/deposit-view'
import { depositSettingSchema, refundSchema } from '~/lib/payments/settings-schema'
import { afterJobSettingsSchema } from '~/lib/payments/invoice-schema'
import { CHARGE_REFUND_MESSAGES, noShowRefundSchema } from '~/lib/payments/charge-refund-schema'
import { fieldErrors } from '~/lib/validation'
import { invalidatePublic } from '../cache.server'
import { failed, formFields, handlerOf, text } from '../dashboard/result.server'
import { schema } from '../db.server'
import { noShowFeesOf, refundNoShowFee } from '../invoices/no-show-refund.server'
import { type Tenant } from '../tenant.server'
import { businessPayments, requirementText } from './accounts.server'
import { listPayments } from './ledger.server'
import { paymentProvider } from './provider.server'
import { refundByDetailer } from './refunds.server'
import { syncAccount } from './sync.server'

const { bookingPayments, bookingRequests, paymentAccounts } = schema

const tabUrl = (origin: string, slug: string, onboarding: string) =>
  `${origin}/${slug}/dashboard?tab=payments&onboarding=${onboarding}`

/** The Payments tab: payouts status, deposit setting, policy and the latest money rows. */
export async function loadPaymentsTab(context: AppLoadContext, tenant: Tenant, url: URL) {
  const { db } = context
  let payments = await businessPayments(db, tenant.id)
  const provider = paymentProvider(context)
  // Back from onboarding: the provider, not the return itself, says what changed.
  if (
    url.searchParams.get('onboarding') &&
    payments.accountId &&
    payments.provider === provider.name
  ) {
    try {
      await syncAccount(context, payments.accountId, new Date())
      payments = await businessPayments(db, tenant.id)
    } catch (error) {
      console.error('Payout account status could not be read', { tenant: tenant.id, error })
    }
  }
  const [ledger, deposits, noShowFees] = await Promise.all([
    listPayments(db, tenant.id, { limit: 20, offset: 0 }),
    db
      .select({
        bookingId: bookingPayments.bookingId,
        reference: bookingRequests.reference,
        customerName: bookingRequests.customerName,
        amountCents: bookingPayments.amountCents,
      })
      .from(bookingPayments)
      .innerJoin(bookingRequests, eq(bookingRequests.id, bookingPayments.bookingId))
      .where(and(eq(bookingPayments.affiliateId, tenant.id), eq(bookingPayments.status, 'paid')))
      .orderBy(desc(bookingPayments.createdAt))
      .limit(20),
    noShowFeesOf(db, tenant.id),
  ])
  return {
    kind: 'payments' as const,
    provider: provider.name,
    status: payments.status,
    requirements: payments.requirements.map(requirementText),
    deposit: payments.deposit,
    depositLabel: depositLabel(payments.deposit),
    taxRateBps: payments.taxRateBps,
    noShowFeeCents: payments.noShowFeeCents,
    policy: DEPOSIT_POLICY,
    expiredLink: url.searchParams.get('onboarding') === 'refresh',
    ledger: ledger.data,
    deposits,
    refundToken: crypto.randomUUID(),
    noShowFees,
    noShowRefundToken: crypto.randomUUID(),
  }
}

export type PaymentsTabData = Awaited<ReturnType<typeof loadPaymentsTab>>

const PROVIDER_DOWN = 'We could not reach the payment provider just now. Please try again.'

/** Connect payouts: the account (created once), then the provider's onboarding. */
async function connect(context: AppLoadContext, tenant: Tenant, origin: string) {
  const intent = 'payments-connect'
  const { db } = context
  const provider = paymentProvider(context)
  const payments = await businessPayments(db, tenant.id)
  try {
    let accountId = payments.provider === provider.name ? payments.accountId : null
    if (!accountId) {
      const account = await provider.createAccount(
        { affiliateId: tenant.id, email: tenant.email, businessName: tenant.businessName },
        `affiliate:${tenant.id}:account:${provider.name}:v1`,
      )
      accountId = account.id
      const values = {
        provider: provider.name,
        accountId,
        status: 'pending' as const,
        requirements: account.requirements,
        updatedAt: new Date().toISOString(),
      }
      await db
        .insert(paymentAccounts)
        .values({ affiliateId: tenant.id, ...values })
        .onConflictDoUpdate({ target: paymentAccounts.affiliateId, set: values })
    }
    const link = await provider.onboardingLink(accountId, {
      returnUrl: tabUrl(origin, tenant.slug ?? '', 'return'),
      refreshUrl: tabUrl(origin, tenant.slug ?? '', 'refresh'),
    })
    throw redirect(link)
  } catch (error) {
    if (error instanceof Response) throw error
    console.error('Payout onboarding could not start', { tenant: tenant.id, error })
    return failed(intent, 502, PROVIDER_DOWN)
  }
}

/** A payment settings form: its fields checked by its schema, then saved and confirmed. */
interface SettingsForm<T> {
  intent: string
  schema: z.ZodType<T, z.ZodTypeDef, unknown>
  names: readonly string[]
  settings: (parsed: T) => Partial<typeof paymentAccounts.$inferInsert>
  message: string
}

async function saveSettingsForm<T>(
  context: AppLoadContext,
  tenant: Tenant,
  form: FormData,
  { intent, schema, names, settings, message }: SettingsForm<T>,
) {
  const parsed = schema.safeParse(formFields(form, names))
  if (!parsed.success) return failed(intent, 400, 'Validation failed', fieldErrors(parsed.error))
  await saveSettings(context, tenant, settings(parsed.data))
  return { ok: true as const, intent, message, errors: {} }
}

const saveDeposit = (context: AppLoadContext, tenant: Tenant, form: FormData) =>
  saveSettingsForm(context, tenant, form, {
    intent: 'payments-deposit',
    schema: depositSettingSchema,
    names: ['deposit_kind', 'deposit_percent', 'deposit_amount'],
    // The booking page says how the deposit is paid.
    settings: (d) => ({ depositKind: d.kind, depositValue: d.value }),
    message: 'Deposit setting saved.',
  })

/** A business's payment settings, saved; the booking page's cached copies go (it shows them). */
async function saveSettings(
  context: AppLoadContext,
  tenant: Tenant,
  settings: Partial<typeof paymentAccounts.$inferInsert>,
) {
  const values = { ...settings, updatedAt: new Date().toISOString() }
  await context.db
    .insert(paymentAccounts)
    .values({ affiliateId: tenant.id, ...values })
    .onConflictDoUpdate({ target: paymentAccounts.affiliateId, set: values })
  await invalidatePublic(context.db, { affiliateId: tenant.id })
}

/** Sales tax on invoices and the no-show fee shown at booking (issue 39). */
const saveAfterJob = (context: AppLoadContext, tenant: Tenant, form: FormData) =>
  saveSettingsForm(context, tenant, form, {
    intent: 'payments-after-job',
    schema: afterJobSettingsSchema,
    names: ['tax_rate', 'no_show_fee'],
    // The booking page shows the no-show fee.
    settings: (d) => ({ taxRateBps: d.tax_rate, noShowFeeCents: d.no_show_fee }),
    message: 'Invoice settings saved.',
  })

async function refund(context: AppLoadContext, tenant: Tenant, form: FormData) {
  const intent = 'payments-refund'
  const parsed = refundSchema.safeParse({
    booking_id: text(form.get('booking_id')),
    amount: text(form.get('amount')),
    token: text(form.get('token')),
  })
  if (!parsed.success) return failed(intent, 400, 'Validation failed', fieldErrors(parsed.error))
  // Only this business's own bookings: the ownership check is in the query.
  const [own] = await context.db
    .select({ id: bookingPayments.bookingId })
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.bookingId, parsed.data.booking_id),
        eq(bookingPayments.affiliateId, tenant.id),
      ),
    )
  if (!own) return failed(intent, 404, 'This booking has no paid deposit.')
  try {
    const done = await refundByDetailer(
      context,
      own.id,
      parsed.data.amount,
      parsed.data.token,
      new Date(),
    )
    if (!done.ok) return failed(intent, done.status, done.message, { amount: done.message })
    return {
      ok: true as const,
      intent,
      message: `Refunded ${(done.refundedCents / 100).toFixed(2)} dollars.`,
      errors: {},
    }
  } catch (error) {
    console.error('Detailer refund failed', { booking: own.id, error })
    return failed(intent, 502, PROVIDER_DOWN)
  }
}

/** A no-show fee given back, all or part, with the reason the customer reads. */
async function refundNoShow(context: AppLoadContext, tenant: Tenant, form: FormData) {
  const intent = 'payments-no-show-refund'
  const parsed = noShowRefundSchema.safeParse(
    formFields(form, ['charge', 'amount', 'reason', 'token']),
  )
  if (!parsed.success) return failed(intent, 400, 'Validation failed', fieldErrors(parsed.error))
  try {
    const done = await refundNoShowFee(context, tenant, parsed.data)
    if (!done.ok) return failed(intent, done.status, done.message, { [done.field]: done.message })
    return { ok: true as const, intent, message: done.message, errors: {} }
  } catch (error) {
    console.error('No-show fee refund failed', { tenant: tenant.id, error })
    return failed(intent, 502, CHARGE_REFUND_MESSAGES.failed)
  }
}

type PaymentsAction = (
  context: AppLoadContext,
  tenant: Tenant,
  form: FormData,
  origin: string,
) => unknown

/** The Payments tab's forms, by the form's intent. */
const PAYMENTS_ACTIONS = {
  'payments-connect': (context, tenant, _form, origin) => connect(context, tenant, origin),
  'payments-deposit': saveDeposit,
  'payments-refund': refund,
  'payments-no-show-refund': refundNoShow,
  'payments-after-job': saveAfterJob,
} satisfies Record<string, PaymentsAction>

export async function handlePaymentsAction(
  context: AppLoadContext,
  tenant: Tenant,
  form: FormData,
  origin: string,
) {
  const intent = text(form.get('intent'))
  const action = handlerOf(PAYMENTS_ACTIONS, intent)
  return action ? action(context, tenant, form, origin) : failed(intent, 400, 'Unknown action')
}
