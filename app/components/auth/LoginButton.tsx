import { useLocation } from '@remix-run/react'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'

const loadModal = () => import('./LoginModal')
const LoginModal = lazy(loadModal)

const BUTTON = 'rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700'

/**
 * Opens the login modal; without JavaScript it is a plain link to the /login page, which comes
 * back here (the login route checks `returnTo` with safeReturnTo: this page is always same-site,
 * so the check stays off every page's first load).
 */
export function LoginButton({
  label = 'Login',
  className = BUTTON,
}: {
  label?: string
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const { pathname, search } = useLocation()
  const close = useCallback(() => setOpen(false), [])
  useEffect(() => {
    // Spec §9: the login modal is prefetched 1.5 s after load.
    const timer = setTimeout(() => void loadModal(), 1500)
    return () => clearTimeout(timer)
  }, [])
  return (
    <>
      <a
        href={
          pathname === '/' && !search
            ? '/login'
            : `/login?returnTo=${encodeURIComponent(pathname + search)}`
        }
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
        className={className}
      >
        {label}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <LoginModal onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
