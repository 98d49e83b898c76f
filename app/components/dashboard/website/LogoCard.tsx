import { Form } from '@remix-run/react'
import { Field, fieldsFrom, SubmitButton } from '~/components/forms'
import { BrandMark } from '~/components/layout/BrandMark'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { ActionButton, Card, HERE, Outcome, useBusy, resultOf } from './Card'

export function LogoCard({
  businessName,
  logoUrl,
  result,
}: {
  businessName: string
  logoUrl: string | null
  result: ActionResult | null
}) {
  const { mine, errors } = resultOf(result, 'website-logo')
  const removed = resultOf(result, 'website-logo-remove').mine
  const field = fieldsFrom(errors, 'website')
  const busy = useBusy('website-logo')
  return (
    <Card title="Logo" id="website-logo-heading">
      <div className="flex items-center gap-3">
        <BrandMark name={businessName} logoUrl={logoUrl} />
        <p className="text-sm text-slate-600">
          {logoUrl
            ? 'Your logo, as the header shows it.'
            : 'No logo yet: the header shows your initial.'}
        </p>
      </div>
      <Form
        method="post"
        action={`${HERE}&upload=logo`}
        encType="multipart/form-data"
        preventScrollReset
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="website-logo" />
        <Field
          label="Upload a logo"
          hint="PNG, JPEG or WebP, at most 2 MB. A square logo looks best."
          meta={field('logo')}
          alertErrors
          inputProps={{ type: 'file', accept: 'image/png,image/jpeg,image/webp', required: true }}
        />
        <SubmitButton busy={busy} busyLabel="Uploading...">
          Upload logo
        </SubmitButton>
      </Form>
      <Outcome result={mine} />
      {logoUrl ? (
        <ActionButton
          intent="website-logo-remove"
          label="Remove logo"
          busyLabel="Removing..."
          danger
        />
      ) : null}
      <Outcome result={removed} />
    </Card>
  )
}
