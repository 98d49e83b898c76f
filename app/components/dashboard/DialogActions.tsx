import { Link } from '@remix-run/react'

/**
 * A dashboard dialog's two actions: Cancel back to the tab (a link, so it works without
 * JavaScript) and the submit button, which names what it is doing while the form is busy.
 */
export function DialogActions({
  closeHref,
  busy,
  label,
  busyLabel,
  tone = 'brand',
  disabled = busy,
}: {
  closeHref: string
  busy: boolean
  label: string
  busyLabel: string
  tone?: 'brand' | 'danger'
  /** Held off for another reason too (a tier still being edited); busy by default. */
  disabled?: boolean
}) {
  return (
    <>
      <Link
        to={closeHref}
        preventScrollReset
        className="rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-slate-300"
      >
        Cancel
      </Link>
      <button
        type="submit"
        disabled={disabled}
        className={`rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${
          tone === 'danger' ? 'bg-red-600' : 'bg-brand-600'
        }`}
      >
        {busy ? busyLabel : label}
      </button>
    </>
  )
}
