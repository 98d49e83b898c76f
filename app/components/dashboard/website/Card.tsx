import { Form, useNavigation } from '@remix-run/react'
import { type ReactNode } from 'react'
import { FormError } from '~/components/forms'
import { type ActionResult, resultFor } from '~/lib/dashboard/action-result'

export const HERE = '?tab=website'

export function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  )
}

/** True while this intent's form is on its way. */
export function useBusy(intent: string): boolean {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

/** The answer to one of this tab's forms (null if it answers another): the result and its field errors. */
export function resultOf(result: ActionResult | null, intent: string) {
  const mine = resultFor(result, intent)
  return { mine, errors: mine?.errors ?? {} }
}

/** A red one-button form that removes one thing: the logo, a photo, a question, the domain. */
export function RemoveButton(props: {
  intent: string
  values?: Record<string, string | number>
  label: string
}) {
  return <ActionButton {...props} busyLabel="Removing..." danger />
}

/** One of a tab's forms: posts its intent back to the tab, leaving the page scrolled where it is. */
export function TabForm({
  intent,
  action = HERE,
  className,
  children,
}: {
  intent: string
  action?: string
  className?: string
  children: ReactNode
}) {
  return (
    <Form method="post" action={action} preventScrollReset className={className}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  )
}

export function Outcome({ result }: { result: ActionResult | null }) {
  if (!result) return null
  if (!result.ok && Object.keys(result.errors ?? {}).length === 0)
    return <FormError message={result.message} />
  if (!result.ok) return null
  return (
    <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
      {result.message}
    </p>
  )
}

/** A one-button form (remove, add) posting one intent with its hidden values. */
export function ActionButton({
  intent,
  values = {},
  label,
  busyLabel,
  danger = false,
}: {
  intent: string
  values?: Record<string, string | number>
  label: string
  busyLabel: string
  danger?: boolean
}) {
  const navigation = useNavigation()
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    Object.entries(values).every(([k, v]) => navigation.formData?.get(k) === String(v))
  return (
    <TabForm intent={intent}>
      {Object.entries(values).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button
        type="submit"
        disabled={busy}
        className={`rounded-md px-3 py-1.5 text-sm font-semibold ring-1 disabled:opacity-60 ${danger ? 'text-red-700 ring-red-300 hover:bg-red-50' : 'text-slate-800 ring-slate-300 hover:bg-slate-50'}`}
      >
        {busy ? busyLabel : label}
      </button>
    </TabForm>
  )
}
