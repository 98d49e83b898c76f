import { Link } from '@remix-run/react'
import { SubmitButton } from '~/components/forms'
import { dangerButton, primaryButton, secondaryButton } from './ui'

/** A dialog form's Cancel (back to the list's URL) and its submit, which says when it is busy. */
export function DialogButtons({
  closeHref,
  busy,
  label,
  busyLabel,
  danger = false,
}: {
  closeHref: string
  busy: boolean
  label: string
  busyLabel: string
  danger?: boolean
}) {
  return (
    <div className="flex justify-end gap-2">
      <Link to={closeHref} className={secondaryButton} preventScrollReset>
        Cancel
      </Link>
      <SubmitButton
        busy={busy}
        busyLabel={busyLabel}
        className={danger ? dangerButton : primaryButton}
      >
        {label}
      </SubmitButton>
    </div>
  )
}
