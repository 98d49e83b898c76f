import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { type ActionResult } from '~/server/admin/dashboard-actions.server'

export const AFFILIATES_CHANGED = 'mdh:affiliates-changed'

/** True after hydration: with JavaScript, toasts replace the server-rendered result banner. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * Each new action result becomes a toast (spec §8 texts; 5 s, dismissable, announced by sonner's
 * live region), replacing the toast of the same form. Approvals and deletions also tell the affiliates menu to refresh.
 */
export function useActionToasts(result: ActionResult | undefined) {
  useEffect(() => {
    if (!result) return
    // Query results and errors show in the console itself.
    if (result.intent === 'query') return
    // One toast per form: a new outcome replaces the last one (an old error never lingers
    // behind a later success).
    const id = `admin-${result.intent}`
    if (result.ok && result.warning) toast.warning(result.message, { id })
    else if (result.ok) toast.success(result.message, { id })
    else toast.error(result.message || 'An error occurred', { id })
    if (result.ok && (result.intent === 'approve' || result.intent === 'delete')) {
      window.dispatchEvent(new Event(AFFILIATES_CHANGED))
    }
  }, [result])
}
