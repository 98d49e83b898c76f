import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { type EditorResult, InvoiceEditor } from '~/components/invoices/InvoiceEditor'
import { DisputeNote } from '~/components/dashboard/money/DisputeNote'
import { RefundPanel } from '~/components/invoices/RefundPanel'
import { chargeRefundSchema, CHARGE_REFUND_MESSAGES } from '~/lib/payments/charge-refund-schema'
import {
  ADJUST_MESSAGES,
  invoiceAdjustSchema,
  invoiceEditSchema,
} from '~/lib/payments/invoice-schema'
import { fieldErrors } from '~/lib/validation'
import { requireTenantPage } from '~/server/guards.server'
import { documentOf } from '~/server/invoices/customer-page.server'
import { paidChargesOf, refundPayment } from '~/server/invoices/charge-refund.server'
import { adjustInvoice } from '~/server/invoices/adjust.server'
import { editInvoice } from '~/server/invoices/draft.server'
import { ownerInvoice } from '~/server/invoices/owner-page.server'
import { disputeOfBooking } from '~/server/payments/booking-dispute.server'
import { notFound } from '~/server/tenant.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Invoice ${data.invoice.label} | Dashboard` : 'Invoice | Dashboard' },
  { name: 'robots', content: 'noindex' },
]
export const headers = () => ({ 'Cache-Control': 'no-store' })

// /{slug}/dashboard/bookings/{id}/invoice: the invoice of a completed job (issue 39), for the
// business's owner or an admin: a draft to adjust and send, or the sent invoice.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenantPage(context, request, params.slug)
  const view = await ownerInvoice(context.db, tenant.id, params.id)
  if (!view) throw notFound()
  const origin = new URL(request.url).origin
  const { zone, dispute } = await disputeOfBooking(context.db, tenant.id, view.invoice.bookingId)
  return {
    dispute,
    zone,
    moneyPath: `/${tenant.slug}/dashboard?tab=money`,
    invoice: documentOf(view),
    cardOnFile: view.cardOnFile,
    payments: await paidChargesOf(context.db, view),
    dashboardPath: `/${tenant.slug}/dashboard?tab=requests&status=completed`,
    customerLink:
      view.invoice.status === 'draft' ? null : `${origin}/invoices/${view.invoice.token}`,
  }
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { user, tenant } = await requireTenantPage(context, request, params.slug)
  const view = await ownerInvoice(context.db, tenant.id, params.id)
  if (!view) throw notFound()
  const form = await request.formData().catch(() => null)
  const raw: Record<string, string> = {}
  form?.forEach((value, name) => {
    if (typeof value === 'string' && !(name in raw)) raw[name] = value.slice(0, 2000)
  })
  if (raw.intent === 'refund-review' || raw.intent === 'refund') {
    const target = `refund-${raw.charge ?? ''}`
    // Money goes back only by the business's own hand (an admin reads, never refunds).
    if (user.role !== 'affiliate' || user.affiliateId !== tenant.id)
      return data<EditorResult>({ ok: false, message: CHARGE_REFUND_MESSAGES.owner, target }, 403)
    const parsed = chargeRefundSchema.safeParse(raw)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error)
      return data<EditorResult>(
        { ok: false, message: Object.values(errors)[0] ?? 'Validation failed', errors, target },
        400,
      )
    }
    try {
      const outcome = await refundPayment(context, view, parsed.data)
      return data<EditorResult>(
        {
          ok: outcome.ok,
          message: outcome.message,
          errors: outcome.ok ? undefined : outcome.errors,
          target,
          confirm: outcome.ok ? outcome.confirm : undefined,
        },
        outcome.status,
      )
    } catch (error) {
      console.error('Payment refund failed', { invoice: view.invoice.id, error })
      return data<EditorResult>({ ok: false, message: CHARGE_REFUND_MESSAGES.failed, target }, 502)
    }
  }
  if (raw.intent === 'adjust') {
    const parsed = invoiceAdjustSchema.safeParse(raw)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error)
      const message = Object.values(errors)[0] ?? 'Validation failed'
      return data<EditorResult>({ ok: false, message, errors, target: 'adjust' }, 400)
    }
    try {
      const outcome = await adjustInvoice(context, view, parsed.data, new Date())
      return data<EditorResult>({ ...outcome, target: 'adjust' }, outcome.status)
    } catch (error) {
      // The provider could not close an open checkout: nothing was added.
      console.error('Invoice adjustment failed', { invoice: view.invoice.id, error })
      return data<EditorResult>(
        { ok: false, message: ADJUST_MESSAGES.failed, target: 'adjust' },
        502,
      )
    }
  }
  const target = raw.intent === 'line-add' ? 'add' : raw.intent === 'send' ? 'send' : raw.line
  const parsed = invoiceEditSchema.safeParse(raw)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    const message = errors.intent
      ? 'Validation failed'
      : (Object.values(errors)[0] ?? 'Validation failed')
    return data<EditorResult>({ ok: false, message, errors, target }, 400)
  }
  const outcome = await editInvoice(context, view, parsed.data, new Date())
  return data<EditorResult>(
    { ok: outcome.ok, message: outcome.message, errors: outcome.errors, target },
    outcome.status,
  )
}

export default function InvoiceEditorPage() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <InvoiceEditor
      invoice={page.invoice}
      dashboardPath={page.dashboardPath}
      customerLink={page.customerLink}
      cardOnFile={page.cardOnFile}
      result={result ?? null}
    >
      {page.dispute ? (
        <DisputeNote dispute={page.dispute} zone={page.zone} moneyPath={page.moneyPath} />
      ) : null}
      {page.payments.length > 0 ? (
        <RefundPanel payments={page.payments} result={result ?? null} />
      ) : null}
    </InvoiceEditor>
  )
}
