import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { NotFound } from './NotFound'

export function GeneralErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <ErrorScreen title="Forbidden" message="You do not have access to this page." />
  }
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <ErrorScreen title="Something went wrong" message="Please refresh the page to try again." />
  )
}

function ErrorScreen({ title, message }: { title: string; message: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        Refresh Page
      </button>
    </section>
  )
}
