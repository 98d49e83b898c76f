import { type RefObject, useEffect } from 'react'
import { type BookingSelection, selectionSearch } from '~/lib/booking/selection'

export function smoothScroll(element: HTMLElement | null) {
  if (!element) return
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
}

/** Spec §9: on load the page scrolls smoothly to the vehicle section after 100 ms. */
export function useScrollOnLoad(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    // A #fragment (from the no-JavaScript choice forms) already says where to be.
    if (window.location.hash) return
    const timer = setTimeout(() => smoothScroll(ref.current), 100)
    return () => clearTimeout(timer)
  }, [ref])
}

/** Loads a lazy module's code after `ms`, so opening it later is instant (spec §9: 1000 ms). */
export function usePreload(load: () => Promise<unknown>, ms: number) {
  useEffect(() => {
    const timer = setTimeout(() => void load().catch(() => undefined), ms)
    return () => clearTimeout(timer)
  }, [load, ms])
}

/**
 * Mirrors the selection in the address bar without a navigation (which would reload the page's
 * data), so a reload or a shared link shows the same choice. The router's own history state is
 * kept as it is.
 */
export function useSelectionInUrl(bookingPath: string, selection: BookingSelection) {
  const { vehicle, choice, addons } = selection
  useEffect(() => {
    const url = `${bookingPath}${selectionSearch(vehicle, choice, addons)}`
    if (`${window.location.pathname}${window.location.search}` !== url) {
      window.history.replaceState(window.history.state, '', url)
    }
  }, [bookingPath, vehicle, choice, addons])
}
