import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

interface Props {
  title: string
  onClose: () => void
  children: ReactNode
  /** Visually hide the title (the content shows its own heading). */
  hideTitle?: boolean
  size?: 'sm' | 'md' | 'lg'
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'
const WIDTHS = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' }

const noSubscribe = () => () => {}

/**
 * False while the server renders and while the page hydrates, true afterwards (and at once for a
 * dialog first mounted after hydration). A portal needs `document`, and a dialog the server
 * rendered (a dashboard URL such as ?dialog=add) must hydrate where the server put it.
 */
export function useCanPortal(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
}

/**
 * A modal dialog: traps focus, closes on Escape or a click outside, restores focus on close.
 * It renders at the document body, so no ancestor can clip, cover or restyle it (a sticky header's
 * backdrop blur is the containing block of anything fixed inside it; a hero passes on white,
 * centred text), and its panel sets its own colours and alignment.
 */
export function Dialog(props: Props) {
  const canPortal = useCanPortal()
  const dialog = <DialogLayer {...props} />
  return canPortal ? createPortal(dialog, document.body) : dialog
}

function DialogLayer({ title, onClose, children, hideTitle = false, size = 'md' }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    const previouslyFocused = document.activeElement
    const first =
      dialog?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select') ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE)
    first?.focus()
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onClose()
        return
      }
      if (event.key !== 'Tab' || !dialog) return
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const firstEl = focusable[0]
      const lastEl = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault()
        lastEl?.focus()
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault()
        firstEl?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = overflow
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus()
    }
  }, [onClose])

  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-900/60 p-4">
      <button
        type="button"
        aria-label="Close"
        tabIndex={-1}
        className="absolute inset-0 cursor-default"
        onClick={onClose}
      />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`relative w-full ${WIDTHS[size]} rounded-xl bg-white p-6 text-left text-base font-normal normal-case tracking-normal text-slate-900 shadow-2xl`}
      >
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'pr-8 text-xl font-bold'}>
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close ${title}`}
          className="absolute right-3 top-3 rounded p-1 text-slate-600 hover:bg-slate-100"
        >
          ✕
        </button>
        {children}
      </div>
    </div>
  )
}
