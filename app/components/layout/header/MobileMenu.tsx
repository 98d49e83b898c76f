import { Link } from '@remix-run/react'
import { type ReactNode, type RefObject, useEffect, useState } from 'react'
import { MenuIcon } from '~/components/landing/icons'
import { NavLinks } from './NavLinks'

const ITEM = 'block rounded-md px-3 py-2 font-medium hover:bg-slate-100'
const PANEL_ID = 'mobile-menu'

/** Open state of the small-screen menu: closes on Escape or a pointer down outside `within` and any open dialog. */
export function useMobileMenu(within: RefObject<HTMLElement>) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target
      if (!(target instanceof Element) || within.current?.contains(target)) return
      // Dialogs render at the body: using one opened from the menu (the location picker) is not
      // a click away from the menu, and focus goes back to the menu when it closes.
      if (target.closest('[aria-modal="true"]')) return
      setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, within])
  return { open, toggle: () => setOpen(!open), close: () => setOpen(false) }
}

export function MobileMenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={onToggle}
      className="js-only grid h-10 w-10 place-items-center rounded-md hover:bg-slate-100 md:hidden"
    >
      <MenuIcon open={open} className="h-6 w-6" />
      <span className="sr-only">Menu</span>
    </button>
  )
}

/**
 * The small-screen menu panel, under the header row. Without JavaScript it is simply shown
 * (see NoScriptStyles), so the links stay reachable.
 */
export function MobileMenuPanel({
  open,
  onClose,
  home,
  sections,
  joinLink,
  children,
}: {
  open: boolean
  onClose: () => void
  home: string
  sections: boolean
  joinLink: boolean
  children: ReactNode
}) {
  return (
    <nav
      id={PANEL_ID}
      aria-label="Mobile"
      data-mobile-menu
      className={`${open ? 'block' : 'hidden'} absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg md:hidden`}
    >
      <NavLinks home={home} sections={sections} className={ITEM} onNavigate={onClose} />
      {joinLink ? (
        <Link to="/affiliate-onboarding" className={`${ITEM} text-brand-700`} onClick={onClose}>
          Join as a Detailer
        </Link>
      ) : null}
      <div className="mt-2 flex flex-col items-start gap-3 border-t border-slate-100 px-3 pt-3">
        {children}
      </div>
    </nav>
  )
}
