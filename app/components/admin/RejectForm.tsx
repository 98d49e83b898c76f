import { Form, useNavigation } from '@remix-run/react'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { TextareaField } from '~/components/forms'
import { DialogButtons } from './DialogButtons'

type Target = NonNullable<Extract<DashboardData, { tab: 'users' }>['dialogTarget']>

interface Props {
  target: Target
  errors: Record<string, string>
  closeHref: string
}

/** A reason (10–500 characters, §5) and optional notes. */
export function RejectForm({ target, errors, closeHref }: Props) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reject'
  return (
    <Form method="post" className="mt-4 space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="reject" />
      <input type="hidden" name="id" value={target.id} />
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-900">{target.businessName}</span> — {target.owner}
      </p>
      <TextareaField
        label="Rejection reason"
        hint="10 to 500 characters"
        errors={errors.rejection_reason}
        textareaProps={{ id: 'reject-reason', name: 'rejection_reason', rows: 3, required: true }}
      />
      <TextareaField
        label="Admin notes (optional)"
        errors={errors.admin_notes}
        textareaProps={{ id: 'reject-notes', name: 'admin_notes', rows: 2 }}
      />
      <DialogButtons
        closeHref={closeHref}
        busy={busy}
        label="Reject"
        busyLabel="Rejecting..."
        danger
      />
    </Form>
  )
}
