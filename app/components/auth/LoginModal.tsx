import { useFetcher, useLocation } from '@remix-run/react'
import { Dialog } from '~/components/ui/Dialog'
import { safeReturnTo } from '~/lib/return-to'
import { AuthForm, type AuthActionData } from './AuthForm'

/** The header's sign-in / create-account dialog (spec §2 Login modal). Escape closes it. */
export default function LoginModal({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher<AuthActionData>()
  const { pathname, search } = useLocation()
  return (
    <Dialog title="Sign in" hideTitle onClose={onClose} size="sm">
      <AuthForm
        initialMode="login"
        fetcher={fetcher}
        result={fetcher.data}
        idPrefix="modal"
        returnTo={safeReturnTo(pathname + search)}
      />
    </Dialog>
  )
}
