import { Link, useNavigate } from '@remix-run/react'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useCanPortal } from '~/components/ui/Dialog'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea'

interface Props {
  title: string
  /** Where closing goes: the same tab without the modal's URL parameter. */
  closeHref: string
  children: ReactNode
  wide?: boolean
}

/**
 * A modal whose open state is in the URL, so it is also a plain page without JavaScript. With
 * JavaScript, Escape closes it and focus moves into it.
 */
export function RouteModal({ title, closeHref, children, wide = false }: Props) {
  const navigate = useNavigate()
  const canPortal = useCanPortal()
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  // Focus moves into the dialog once, when it opens.
  useEffect(() => {
    ref.current
      ?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, button')
      ?.focus()
  }, [])
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // A control inside (an open suggestion list) already used the key.
      if (event.defaultPrevented) return
      if (event.key === 'Escape') navigate(closeHref, { preventScrollReset: true })
      if (event.key !== 'Tab' || !ref.current) return
      // Keep Tab inside the dialog while it is open.
      const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
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
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [closeHref, navigate])
  // One column as wide as the screen: an auto column would grow to the widest content (a row
  // of tier cards) and push the dialog past a phone's edge instead of letting that row scroll.
  // Like Dialog: rendered where the server put it until hydration, then at the body, so no
  // ancestor can clip or restyle it; the panel sets its own colours and alignment.
  const modal = (
    <div className="fixed inset-0 z-50 grid grid-cols-[minmax(0,1fr)] place-items-center overflow-y-auto bg-slate-900/60 p-4">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`relative w-full ${wide ? 'max-w-5xl' : 'max-w-lg'} rounded-xl bg-white p-6 text-left font-normal normal-case tracking-normal text-slate-900 shadow-2xl`}
      >
        <h2 id={titleId} className="pr-10 text-xl font-bold">
          {title}
        </h2>
        <Link
          to={closeHref}
          preventScrollReset
          aria-label={`Close ${title}`}
          className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:bg-slate-100"
        >
          ✕
        </Link>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  )
  return canPortal ? createPortal(modal, document.body) : modal
}
