import { useEffect, useState } from 'react'
import { type FormValues } from '~/lib/application-form'
import { DRAFT_KEY, draftOf, emergencyKeys, restoreDraft } from '~/lib/application-draft'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Storage can be disabled (privacy settings); the form works without a draft.
    return null
  }
}

/**
 * Spec §5 draft: restored once on arrival, saved as the user types. `paused` (after success)
 * stops saving, so the cleared draft is not written back.
 */
export function useDraft(
  values: FormValues,
  restore: (values: (current: FormValues) => FormValues) => void,
  paused: boolean,
) {
  // Saving starts on the render that shows the restored values, never before (it would wipe them).
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    const raw = storage()?.getItem(DRAFT_KEY) ?? null
    restore((current) => restoreDraft(raw, current))
    setRestored(true)
  }, [restore])

  useEffect(() => {
    const store = storage()
    if (!restored || paused || !store) return
    const draft = draftOf(values)
    if (draft) store.setItem(DRAFT_KEY, JSON.stringify(draft))
    else store.removeItem(DRAFT_KEY)
  }, [values, paused, restored])
}

export function clearDraft() {
  storage()?.removeItem(DRAFT_KEY)
}

/** Spec §9 emergency cleanup: every key containing 'affiliate', 'draft' or 'form', then reload. */
export function emergencyClear() {
  const store = storage()
  if (store) {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '')
    for (const key of emergencyKeys(keys)) store.removeItem(key)
  }
  window.location.reload()
}
