import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { EMPTY_VALUES, type FormValues, toFormErrors } from '~/lib/application-form'
import { type ApplicationSummary } from '~/lib/application-page'
import { fileProgress, NETWORK_MESSAGE, sendApplication } from './send-application'
import { clearDraft, useDraft } from './useDraft'
import { useUploads } from './useUploads'

// zod and the shared schema (about 12 KB gzipped) load when the form is first touched, not with
// the page: the first render and the no-JavaScript path never need them.
const loadCheck = () => import('~/lib/application-check')

interface Initial {
  values: FormValues
  message: string | null
  errors: Record<string, string>
}

/**
 * The application form with JavaScript: controlled values saved as a draft, the server's checks
 * run first in the browser, then one multipart upload with progress. A second submit while one
 * is in flight is ignored (a double click sends once).
 */
export function useApplicationForm(initial: Initial, onSuccess: (s: ApplicationSummary) => void) {
  const [values, setValues] = useState(initial.values)
  const [errors, setErrors] = useState(initial.errors)
  const [message, setMessage] = useState(initial.message)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [progress, setProgress] = useState<number[]>([])
  const [focusTick, setFocusTick] = useState(initial.message ? 1 : 0)
  const inFlight = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const uploads = useUploads()
  const restore = useCallback((f: (v: FormValues) => FormValues) => setValues(f), [])
  useDraft(values, restore, done)

  // Focus moves to the first field in error after each refused submit (spec: focus management).
  useEffect(() => {
    if (focusTick === 0) return
    const form = formRef.current
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(first ?? form?.querySelector<HTMLElement>('[data-form-message]'))?.focus()
  }, [focusTick])

  const set = useCallback(<K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }))
    // The refused submit's error was about the old value; it goes once the field is changed.
    setErrors((e) => {
      if (!(field in e)) return e
      const { [field]: _fixed, ...rest } = e
      return rest
    })
  }, [])

  const refuse = (text: string, fieldErrors: Record<string, string>) => {
    setMessage(text)
    setErrors(fieldErrors)
    setFocusTick((t) => t + 1)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    const form = new FormData(event.currentTarget)
    let check: Awaited<ReturnType<typeof loadCheck>>
    try {
      check = await loadCheck()
    } catch {
      // The checks' code could not be fetched: the same answer as a failed send.
      inFlight.current = false
      return refuse(NETWORK_MESSAGE, {})
    }
    const { checkForm, summaryOf } = check
    const problems = checkForm(values)
    if (problems) {
      inFlight.current = false
      return refuse(problems.message, problems.errors)
    }
    setBusy(true)
    setMessage(null)
    setErrors({})
    form.delete('uploads')
    const sizes = uploads.images.map((i) => i.file.size)
    for (const image of uploads.images) form.append('uploads', image.file, image.file.name)
    setProgress(sizes.map(() => 0))
    const outcome = await sendApplication(form, (loaded, total) =>
      setProgress(fileProgress(sizes, loaded, total)),
    )
    inFlight.current = false
    setBusy(false)
    if (!outcome.ok) return refuse(outcome.message, toFormErrors(outcome.errors))
    setDone(true)
    clearDraft()
    onSuccess(
      summaryOf(outcome.body) ?? {
        business_name: values.legal_name,
        city: values.city,
        state: values.state,
        categories: values.categories,
      },
    )
  }

  const clearUploads = uploads.clear
  const reset = useCallback(() => {
    setValues(EMPTY_VALUES)
    setErrors({})
    setMessage(null)
    clearUploads()
  }, [clearUploads])

  return {
    values,
    set,
    setValues,
    errors,
    message,
    busy,
    progress,
    uploads,
    formRef,
    submit,
    reset,
    preload: useCallback(() => void loadCheck().catch(() => undefined), []),
  }
}
