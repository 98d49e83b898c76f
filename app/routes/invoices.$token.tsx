import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { noStoreHeaders, secretLinkMeta } from '~/lib/private-page'
import { InvoiceDocument } from '~/components/invoices/InvoiceDocument'
import { PayBalanceForm, type PayFormResult } from '~/components/invoices/PayBalanceForm'
import { tipSchema } from '~/lib/payments/invoice-schema'
import { fieldErrors } from '~/lib/validation'
import { startBalanceCheckout } from '~/server/invoices/balance.server'
import { canPayOnline, customerInvoice, documentOf } from '~/server/invoices/customer-page.server'
import { notFound } from '~/server/tenant.server'

// The link is the key: it is kept out of Referers and search engines.
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  secretLinkMeta(data ? `Invoice ${data.invoice.label} | ${data.invoice.businessName}` : null)
export const headers = noStoreHeaders

// /invoices/{token}: the customer's invoice after the job (issue 39): printable, and payable
// with a tip when the business takes card payments.
export async function loader({ context, params }: LoaderFunctionArgs) {
  const view = await customerInvoice(context, params.token, params.slug)
  if (!view) throw notFound()
  return { invoice: documentOf(view), payable: await canPayOnline(context, view) }
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const view = await customerInvoice(context, params.token, params.slug)
  if (!view) throw notFound()
  const form = await request.formData().catch(() => null)
  const parsed = tipSchema.safeParse({
    tip: String(form?.get('tip') ?? ''),
    tip_amount: String(form?.get('tip_amount') ?? '').slice(0, 20),
  })
  if (!parsed.success)
    return data<PayFormResult>({ error: null, errors: fieldErrors(parsed.error) }, 400)
  const page = new URL(request.url)
  page.search = ''
  const started = await startBalanceCheckout(
    context,
    view,
    parsed.data,
    page.toString(),
    new Date(),
  )
  if ('url' in started) throw redirect(started.url, 303)
  return data<PayFormResult>({ error: started.error, errors: {} }, started.status)
}

export default function InvoicePage() {
  const { invoice, payable } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 print:max-w-none print:p-0">
      <InvoiceDocument invoice={invoice} />
      {payable ? (
        <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <PayBalanceForm
            totalCents={invoice.totals.totalCents}
            balanceCents={invoice.totals.balanceCents}
            result={result ?? null}
          />
        </section>
      ) : invoice.status === 'sent' ? (
        <p className="text-slate-700">
          Please pay {invoice.businessName} directly
          {invoice.businessPhone ? ` (${invoice.businessPhone})` : ''}.
        </p>
      ) : null}
      <p className="text-sm text-slate-600 print:hidden">
        Use your browser’s Print to save or print this invoice.
      </p>
    </div>
  )
}
