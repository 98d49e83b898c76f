import { Form, useNavigation } from '@remix-run/react'
import { Field, FormError, SubmitButton } from '~/components/forms'
import { formatMoney } from '~/lib/booking/pricing'
import type { LocalCheckoutView } from '~/server/payments/local-checkout.server'

export interface CheckoutActionData {
  formError: string | null
  errors: Record<string, string>
  fields: Record<string, string>
}

function Summary({ checkout }: { checkout: LocalCheckoutView }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">Pay {checkout.businessName}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900" data-testid="checkout-amount">
        {formatMoney(checkout.amountCents)}
      </p>
      <p className="mt-2 text-sm text-slate-700">{checkout.description}</p>
    </div>
  )
}

/**
 * The card's boxes, as Stripe's test form has them: digits only, each with its autofill hint.
 * A refused payment keeps the expiry; the card number and CVC are typed again.
 */
interface CardFieldSpec {
  label: string
  hint?: string
  id: string
  autoComplete: string
  placeholder: string
  maxLength: number
  /** Shown again after a refusal. */
  keep?: boolean
}

const CARD_FIELDS: Record<'card_number' | 'expiry' | 'cvc', CardFieldSpec> = {
  card_number: {
    label: 'Card number',
    id: 'card-number',
    autoComplete: 'cc-number',
    placeholder: '4242 4242 4242 4242',
    maxLength: 23,
  },
  expiry: {
    label: 'Expiry',
    hint: 'MM / YY',
    id: 'card-expiry',
    autoComplete: 'cc-exp',
    placeholder: 'MM / YY',
    maxLength: 7,
    keep: true,
  },
  cvc: { label: 'CVC', id: 'card-cvc', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 },
}

function CardField({
  name,
  result,
}: {
  name: keyof typeof CARD_FIELDS
  result: CheckoutActionData | null
}) {
  const { label, hint, keep, id, autoComplete, placeholder, maxLength } = CARD_FIELDS[name]
  return (
    <Field
      label={label}
      hint={hint}
      errors={result?.errors[name]}
      inputProps={{
        id,
        name,
        inputMode: 'numeric',
        autoComplete,
        placeholder,
        maxLength,
        defaultValue: keep ? result?.fields[name] : undefined,
        required: true,
      }}
    />
  )
}

/** The card form: Stripe's test cards; works without JavaScript (a plain form post). */
function CardForm({
  checkout,
  result,
}: {
  checkout: LocalCheckoutView
  result: CheckoutActionData | null
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="pay" />
      <FormError message={result?.formError} />
      <CardField name="card_number" result={result} />
      <div className="grid grid-cols-2 gap-3">
        <CardField name="expiry" result={result} />
        <CardField name="cvc" result={result} />
      </div>
      <SubmitButton
        busy={busy}
        busyLabel="Processing..."
        className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {`Pay ${formatMoney(checkout.amountCents)}`}
      </SubmitButton>
      {checkout.terms ? (
        <p className="text-sm text-slate-700" data-testid="checkout-after">
          {checkout.terms}
        </p>
      ) : null}
    </Form>
  )
}

/** Stripe's 3D Secure test page, imitated: the bank asks the customer to confirm. */
function AuthenticationStep() {
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="space-y-4" role="group" aria-labelledby="authenticate-heading">
      <h2 id="authenticate-heading" className="text-xl font-semibold">
        Authenticate this payment
      </h2>
      <p className="text-slate-700">
        Your bank asks you to confirm this payment. This test step stands in for your bank&apos;s
        own page or app.
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="authenticate-complete" />
          <SubmitButton busy={busy} busyLabel="Confirming...">
            Complete authentication
          </SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="authenticate-fail" />
          <button
            type="submit"
            disabled={busy}
            className="rounded-md px-4 py-2 font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
          >
            Fail authentication
          </button>
        </Form>
      </div>
    </div>
  )
}

export function LocalCheckout({
  checkout,
  result,
}: {
  checkout: LocalCheckoutView
  result: CheckoutActionData | null
}) {
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">
        {checkout.purpose === 'balance' ? 'Pay your invoice' : 'Pay your deposit'}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Test checkout: no real card is charged. Use 4242 4242 4242 4242, any future expiry and any
        CVC.
      </p>
      <div className="mt-6 space-y-6">
        <Summary checkout={checkout} />
        {checkout.state === 'expired' ? (
          <FormError message="This checkout has expired." />
        ) : checkout.state === 'authenticate' ? (
          <AuthenticationStep />
        ) : (
          <CardForm checkout={checkout} result={result} />
        )}
        <a href={checkout.cancelUrl} className="inline-block text-sm text-brand-700 underline">
          {checkout.state === 'expired' ? 'Back to your booking' : 'Cancel and go back'}
        </a>
      </div>
    </section>
  )
}
