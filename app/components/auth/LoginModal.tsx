import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { AuthForm, type AuthActionData } from './AuthForm'

interface Props {
  onClose: () => void
}

/** The header's sign-in / create-account dialog (spec §2 Login modal). Escape closes it. */
export default function LoginModal({ onClose }: Props) {
  const fetcher = useFetcher<AuthActionData>()
  const dialogRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    const previouslyFocused = document.activeElement
    dialog?.querySelector<HTMLElement>('input:not([type=hidden])')?.focus()
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose()
      if (event.key !== 'Tab' || !dialog) return
      // Keep focus inside the dialog while it is open.
      const focusable = [
        ...dialog.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden])'),
      ].filter((el) => !el.hasAttribute('disabled'))
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus()
    }
  }, [onClose])

  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/60 p-4">
      <button
        type="button"
        aria-label="Close"
        className="absolute inset-0 cursor-default"
        onClick={onClose}
        tabIndex={-1}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label="Sign in"
        className="relative w-full max-w-md rounded-xl bg-white p-6 shadow-2xl"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Close sign-in dialog"
          className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:bg-slate-100"
        >
          ✕
        </button>
        <AuthForm initialMode="login" fetcher={fetcher} result={fetcher.data} idPrefix="modal" />
      </div>
    </div>
  )
}
