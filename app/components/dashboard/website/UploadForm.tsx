import { Form } from '@remix-run/react'
import { Field, fieldsFrom, SubmitButton } from '~/components/forms'
import { HERE, useBusy } from './Card'

/**
 * The Website tab's image upload (the logo, a gallery photo): multipart to `?upload=`, where the
 * server reads it under its own size cap; a refusal is shown beside the file field.
 *
 * `shown` names what the card shows (the logo's URL, the gallery's photos): a successful upload
 * changes it, and the form starts again empty rather than keeping 'C:\fakepath\…' for a file
 * that is already on the page. A refused upload keeps the chosen file, to fix and send again.
 */
export function UploadForm({
  kind,
  label,
  hint,
  button,
  errors,
  shown,
}: {
  kind: 'logo' | 'photo'
  shown: string
  label: string
  hint: string
  button: string
  errors: Readonly<Record<string, string | undefined>>
}) {
  const busy = useBusy(`website-${kind}`)
  const field = fieldsFrom(errors, 'website')
  return (
    <Form
      key={shown}
      method="post"
      action={`${HERE}&upload=${kind}`}
      encType="multipart/form-data"
      preventScrollReset
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="intent" value={`website-${kind}`} />
      <Field
        label={label}
        hint={hint}
        meta={field(kind)}
        alertErrors
        inputProps={{ type: 'file', accept: 'image/png,image/jpeg,image/webp', required: true }}
      />
      <SubmitButton busy={busy} busyLabel="Uploading...">
        {button}
      </SubmitButton>
    </Form>
  )
}
