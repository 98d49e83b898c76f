import { TargetForm, type TargetFormProps, TargetLine } from './TargetForm'
import { TextareaField } from '~/components/forms'

/** A reason (10–500 characters, §5) and optional notes. */
export function RejectForm({ target, errors, closeHref }: TargetFormProps) {
  return (
    <TargetForm
      intent="reject"
      target={target}
      closeHref={closeHref}
      submit={{ label: 'Reject', busyLabel: 'Rejecting...', danger: true }}
    >
      <TargetLine target={target} />
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
    </TargetForm>
  )
}
