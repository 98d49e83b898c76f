import { FormError } from '~/components/forms'
import { DialogActions } from '../DialogActions'

/**
 * The Add and Edit location dialogs' last lines: the refusal in words, then Cancel and the
 * submit button. `spaced` sets them apart from fields that have no spacing of their own.
 */
export function AreaDialogFooter({
  message,
  closeHref,
  busy,
  label,
  busyLabel,
  spaced = false,
}: {
  message: string | null
  closeHref: string
  busy: boolean
  label: string
  busyLabel: string
  spaced?: boolean
}) {
  return (
    <>
      <FormError
        message={message}
        className={`${spaced ? 'mt-3' : ''}rounded-md bg-red-50 px-3 py-2 text-sm text-red-800`}
      />
      <div className={`${spaced ? 'mt-6' : ''}flex justify-end gap-2`}>
        <DialogActions closeHref={closeHref} busy={busy} label={label} busyLabel={busyLabel} />
      </div>
    </>
  )
}
