import { Form, useNavigate, useNavigation } from '@remix-run/react'
import { INVITE_ROLES } from '~/lib/admin-invite-schema'
import { type ActionResult } from '~/server/admin/dashboard-actions.server'
import { Dialog } from '../ui/Dialog'
import { Field, SelectField } from '~/components/forms'
import { DialogButtons } from './DialogButtons'

/** Add User: name, email and role (admin or customer); the account gets a password link. */
export function InviteDialog({
  result,
  closeHref,
}: {
  result: ActionResult | undefined
  closeHref: string
}) {
  const navigate = useNavigate()
  const navigation = useNavigation()
  if (result?.ok && result.intent === 'invite') return null
  const errors = result && !result.ok && result.intent === 'invite' ? (result.errors ?? {}) : {}
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite'
  return (
    <Dialog title="Add User" onClose={() => navigate(closeHref, { preventScrollReset: true })}>
      <Form method="post" className="mt-4 space-y-4" preventScrollReset>
        <input type="hidden" name="intent" value="invite" />
        <Field
          label="Name"
          errors={errors.name}
          inputProps={{ id: 'invite-name', name: 'name', required: true, maxLength: 100 }}
        />
        <Field
          label="Email"
          errors={errors.email}
          inputProps={{ id: 'invite-email', name: 'email', type: 'email', required: true }}
        />
        <SelectField
          label="Role"
          errors={errors.role}
          hint="Detailers join through an application, not here."
          selectProps={{ id: 'invite-role', name: 'role', defaultValue: 'customer' }}
          options={INVITE_ROLES.map((role) => ({
            value: role,
            label: role === 'admin' ? 'Admin' : 'Customer',
          }))}
        />
        <DialogButtons closeHref={closeHref} busy={busy} label="Add User" busyLabel="Adding..." />
      </Form>
    </Dialog>
  )
}
