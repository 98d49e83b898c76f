import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'

// Small building blocks shared by the admin dashboard's panels and dialogs.

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500'
export const primaryButton =
  'rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60'
export const secondaryButton =
  'rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50'
export const dangerButton =
  'rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60'
export const smallButton =
  'rounded border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50'

interface FieldProps {
  id: string
  label: string
  error?: string
  hint?: string
  children: (aria: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
  }) => ReactNode
}

/** A label, its control and its error, wired with aria-invalid and aria-describedby. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean)
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described.length ? described.join(' ') : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Previous / Next links; the page number lives in the URL. */
export function Pager({
  page,
  hasMore,
  href,
}: {
  page: number
  hasMore: boolean
  href: (page: number) => string
}) {
  if (page <= 1 && !hasMore) return null
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={secondaryButton}>
          Previous
        </Link>
      ) : null}
      <span className="text-slate-600">Page {page}</span>
      {hasMore ? (
        <Link to={href(page + 1)} className={secondaryButton}>
          Next
        </Link>
      ) : null}
    </nav>
  )
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  return iso.slice(0, 10)
}
