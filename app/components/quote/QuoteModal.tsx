import { useRouteLoaderData } from '@remix-run/react'
import { type FormEvent, useState } from 'react'
import {
  CheckboxGroupField,
  Field,
  FormError,
  SelectField,
  SubmitButton,
  TextareaField,
} from '~/components/forms'
import { Dialog } from '~/components/ui/Dialog'
import { QUOTE_VEHICLES, quoteServicesFor } from '~/lib/quote-options'
import { quoteFormSchema } from '~/lib/quote-schema'
import { fieldErrors } from '~/lib/validation'
import { type loader as rootLoader } from '~/root'

interface Props {
  onClose: () => void
  /** The business the quote goes to; null sends it to the platform. */
  businessSlug: string | null
  businessName?: string
  defaultService?: string
}

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string; errors: Record<string, string> }

/** Request a Quote: posts to /api/quote and shows success or the server's message. */
export default function QuoteModal({ onClose, businessSlug, businessName, defaultService }: Props) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const errors = state.kind === 'failed' ? state.errors : {}
  // The page's own data (root loader): who is signed in, and what this business sells.
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const user = root?.user ?? null
  const site = root?.chromeSite
  const services = quoteServicesFor(
    businessSlug && site?.mode === 'affiliate' && site.tenant.slug === businessSlug
      ? site.tenant.offers
      : null,
  )
  const prefill: Record<string, string> = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    const request = {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      zip: text('zip'),
      vehicle: text('vehicle'),
      services: form.getAll('services').map(String),
      additionalInfo: text('additionalInfo'),
      business_slug: businessSlug ?? undefined,
    }
    // The API takes a quote without a ZIP; this form asks for one (the same schema's form rule).
    const checked = quoteFormSchema.safeParse(request)
    if (!checked.success) {
      const errors = fieldErrors(checked.error)
      setState({ kind: 'failed', message: 'Validation failed', errors })
      return
    }
    setState({ kind: 'sending' })
    try {
      const response = await fetch('/api/quote', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      })
      const body: { message?: string; error?: string; errors?: Record<string, string> } =
        await response.json()
      if (response.ok) setState({ kind: 'sent' })
      else
        setState({
          kind: 'failed',
          message: body.message ?? body.error ?? 'An error occurred',
          errors: body.errors ?? {},
        })
    } catch {
      setState({ kind: 'failed', message: 'Network error. Please try again.', errors: {} })
    }
  }

  const field = (name: string, label: string, type = 'text', required = false) => (
    <Field
      label={label}
      errors={errors[name]}
      inputProps={{ id: `quote-${name}`, name, type, required, defaultValue: prefill[name] }}
    />
  )

  return (
    <Dialog
      title={businessName ? `Request a Quote from ${businessName}` : 'Request a Quote'}
      onClose={onClose}
      size="lg"
    >
      {state.kind === 'sent' ? (
        <div role="status" className="mt-4 space-y-4">
          <p className="rounded-md bg-green-50 p-4 text-green-800">
            Thanks! Your quote request was sent. We&apos;ll be in touch shortly.
          </p>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white"
          >
            Close
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
          {field('name', 'Name', 'text', true)}
          {field('email', 'Email', 'email', true)}
          {field('phone', 'Phone', 'tel')}
          <Field
            label="ZIP code"
            hint="Where the vehicle is, so the detailer knows the area."
            errors={errors.zip}
            inputProps={{
              id: 'quote-zip',
              name: 'zip',
              required: true,
              inputMode: 'numeric',
              autoComplete: 'postal-code',
              maxLength: 5,
              pattern: '\\d{5}',
            }}
          />
          <SelectField
            label="Vehicle"
            errors={errors.vehicle}
            selectProps={{ id: 'quote-vehicle', name: 'vehicle', defaultValue: '' }}
            options={QUOTE_VEHICLES}
            placeholder="Choose…"
          />
          <CheckboxGroupField
            name="services"
            legend="Services"
            options={services}
            errors={errors.services}
            className="sm:col-span-2"
            boxClassName="h-4 w-4 accent-brand-600"
            defaultChecked={defaultService ? [defaultService] : []}
          />
          <TextareaField
            label="Additional information"
            errors={errors.additionalInfo}
            className="sm:col-span-2"
            textareaProps={{
              id: 'quote-additionalInfo',
              name: 'additionalInfo',
              rows: 3,
              maxLength: 2000,
            }}
          />
          <FormError
            message={state.kind === 'failed' ? state.message : null}
            className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2"
          />
          <SubmitButton
            busy={state.kind === 'sending'}
            busyLabel="Sending…"
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:col-span-2"
          >
            Request Quote
          </SubmitButton>
        </form>
      )}
    </Dialog>
  )
}
