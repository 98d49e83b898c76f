import { type ReactNode } from 'react'

/** The primary button of an error page (Refresh Page, Go Home). */
export const ERROR_ACTION =
  'rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700'

/** A whole-page error: an optional code above the title, one line of help, then its actions. */
export function ErrorPage({
  code,
  title,
  message,
  children,
}: {
  code?: string
  title: string
  message: string
  children: ReactNode
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      {code ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{code}</p>
      ) : null}
      <h1 className={code ? 'mt-2 text-3xl font-bold' : 'text-3xl font-bold'}>{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      {children}
    </section>
  )
}
