import { Form, useNavigation } from '@remix-run/react'
import { DialogActions } from './DialogActions'

/**
 * The confirm step of a dashboard delete: Cancel goes back to the tab, the red button posts the
 * intent with its hidden fields, so it works with or without JavaScript.
 */
export function DeleteConfirmForm({
  intent,
  fields,
  closeHref,
  label,
}: {
  intent: string
  fields: Record<string, string | number>
  closeHref: string
  label: string
}) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  return (
    <Form method="post" preventScrollReset className="mt-6 flex justify-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <DialogActions
        closeHref={closeHref}
        busy={busy}
        label={label}
        busyLabel="Deleting..."
        tone="danger"
      />
    </Form>
  )
}
