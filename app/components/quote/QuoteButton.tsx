import { lazy, Suspense, useCallback, useEffect, useState } from 'react'

const loadModal = () => import('./QuoteModal')
// Pure, so a module that imports this one and drops its use leaves it out of the bundle.
const QuoteModal = /* @__PURE__ */ lazy(loadModal)

interface Props {
  businessSlug: string | null
  businessName?: string
  defaultService?: string
  className?: string
  label?: string
  /** Spec §9: 2 s on most pages, 1 s on booking and service pages. */
  preloadAfterMs?: number
}

/** Opens the quote modal. Its code loads after `preloadAfterMs`, or on hover/focus (spec §4/§9). */
export function QuoteButton({
  businessSlug,
  businessName,
  defaultService,
  className,
  label = 'Request a Quote',
  preloadAfterMs = 2000,
}: Props) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  useEffect(() => {
    const timer = setTimeout(() => void loadModal(), preloadAfterMs)
    return () => clearTimeout(timer)
  }, [preloadAfterMs])
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        onMouseEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <QuoteModal
            onClose={close}
            businessSlug={businessSlug}
            businessName={businessName}
            defaultService={defaultService}
          />
        </Suspense>
      ) : null}
    </>
  )
}
