import { useLocation } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { FAQ_NAVIGATION_EVENT } from '~/lib/faq/navigation'

const SCROLL_DELAY_MS = 100 // spec §2
const OUT_OF_VIEW_PX = 100
const NEAR_BOTTOM_PX = 200
// The scroll that brings the FAQ into view must not count as scrolling away from it.
const SETTLE_MS = 1000

function reducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Spec §2 FAQ expansion: opens on a #faq hash, a 'faq-navigation' event or the header link, then
 * scrolls to the section after 100 ms; collapses (and `onCollapse` clears open items) once the
 * section is more than 100 px out of view, or the page is within 200 px of its bottom with the
 * FAQ's own end above the middle of the screen (so a reader still inside it is not interrupted).
 */
export function useFaqExpansion(onCollapse: () => void) {
  const ref = useRef<HTMLElement>(null)
  const settledAt = useRef(0)
  const [expanded, setExpanded] = useState(false)
  const { hash, key } = useLocation()

  const expand = useCallback(() => {
    setExpanded(true)
    settledAt.current = Date.now() + SETTLE_MS
    window.setTimeout(() => {
      ref.current?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' })
    }, SCROLL_DELAY_MS)
  }, [])

  const collapse = useCallback(() => {
    setExpanded(false)
    onCollapse()
  }, [onCollapse])

  useEffect(() => {
    if (hash === '#faq') expand()
  }, [hash, key, expand])

  useEffect(() => {
    window.addEventListener(FAQ_NAVIGATION_EVENT, expand)
    return () => window.removeEventListener(FAQ_NAVIGATION_EVENT, expand)
  }, [expand])

  useEffect(() => {
    if (!expanded) return
    function onScroll() {
      const section = ref.current
      if (!section || Date.now() < settledAt.current) return
      const rect = section.getBoundingClientRect()
      const height = window.innerHeight
      const outOfView = rect.bottom < -OUT_OF_VIEW_PX || rect.top > height + OUT_OF_VIEW_PX
      const nearBottom =
        height + window.scrollY >= document.documentElement.scrollHeight - NEAR_BOTTOM_PX &&
        rect.bottom < height / 2
      if (outOfView || nearBottom) collapse()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [expanded, collapse])

  return { ref, expanded, expand, collapse }
}
