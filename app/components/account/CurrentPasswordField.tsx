import { Field, type FieldMeta } from '~/components/forms'

/** The current password, asked by every Settings form that changes how the account signs in. */
export function CurrentPasswordField({ meta }: { meta: FieldMeta }) {
  return (
    <Field
      label="Current password"
      meta={meta}
      inputProps={{ type: 'password', autoComplete: 'current-password', required: true }}
    />
  )
}
