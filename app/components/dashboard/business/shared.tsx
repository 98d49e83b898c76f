import { Form, useActionData, useLocation, useNavigation } from '@remix-run/react'
import { type ReactNode } from 'react'
import { type BusinessActionResult } from '~/lib/dashboard/results'

/** Spec §9 appointment colours: confirmed green, pending yellow, cancelled grey. */
export const STATUS_STYLES: Record<string, string> = {
  pending: 'bg-yellow-100 text-yellow-900 border-yellow-400',
  confirmed: 'bg-green-100 text-green-900 border-green-500',
  cancelled: 'bg-slate-100 text-slate-700 border-slate-400',
  declined: 'bg-red-50 text-red-800 border-red-300',
  completed: 'bg-blue-50 text-blue-900 border-blue-300',
  no_show: 'bg-red-50 text-red-800 border-red-300',
  new: 'bg-yellow-100 text-yellow-900 border-yellow-400',
  contacted: 'bg-sky-50 text-sky-900 border-sky-300',
  won: 'bg-green-100 text-green-900 border-green-500',
  lost: 'bg-slate-100 text-slate-700 border-slate-400',
  closed: 'bg-slate-100 text-slate-700 border-slate-400',
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_STYLES[status] ?? ''}`}
    >
      {status === 'no_show' ? 'No-show' : status}
    </span>
  )
}

/**
 * A request card's facts: a `<dl>` whose terms and values are styled from here rather than each
 * carrying its own classes. A page holds 40 cards of a dozen facts; every attribute is work for
 * the server's renderer, and these were most of a card's (issue 25).
 */
export const factsClass =
  'mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 [&_dd]:inline [&_dt]:inline [&_dt]:font-medium [&_dt]:text-slate-600'

export const buttonClass =
  'rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/40 disabled:opacity-60'
export const secondaryButtonClass =
  'rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-brand-600/40 disabled:opacity-60'

/** The last business action's answer, when it was about `intent` (and `id`, if given). */
export function useActionResult(intents: string[], id?: number) {
  const result = useActionData<BusinessActionResult>()
  if (!result || !intents.includes(result.intent)) return null
  if (id !== undefined && !result.ok && result.targetId !== id) return null
  return result
}

/** The last business action's answer when it was about `intent` on `id` and was refused. */
export function useActionFailure(intent: string, id?: number) {
  const result = useActionResult([intent], id)
  return result && !result.ok ? result : null
}

/**
 * A form posting one business intent to the dashboard's action (the current URL, so the tab and
 * filters survive without JavaScript); the button says what is happening while it posts.
 */
export function ActionForm({
  intent,
  id,
  children,
  className,
  label,
}: {
  intent: string
  /** The booking, quote, review or block it acts on, posted as `id`. */
  id?: number
  children?: ReactNode
  className?: string
  label: string
}) {
  const location = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      className={className}
      aria-label={label}
    >
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      {children}
      {busy ? (
        <span className="sr-only" role="status">
          Saving...
        </span>
      ) : null}
    </Form>
  )
}

/** The page-level answer of the last action, read out politely. */
export function ActionNotice() {
  const result = useActionData<BusinessActionResult>()
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {result ? (
        <p
          className={`mb-4 rounded-md border px-3 py-2 text-sm ${result.ok ? 'border-green-400 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-800'}`}
        >
          {result.message}
        </p>
      ) : null}
    </div>
  )
}
