import { isRouteErrorResponse, useRouteError } from '@remix-run/react'

/** Spec §8 dashboard load errors, shown as 'Error: {message}'. */
export function DashboardError() {
  const error = useRouteError()
  const message =
    isRouteErrorResponse(error) && error.status === 404
      ? 'Affiliate not found'
      : 'Failed to fetch affiliate data'
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-2xl font-bold">Affiliate Dashboard</h1>
      <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 font-medium text-red-800">
        Error: {message}
      </p>
      <a href="/" className="mt-6 inline-block font-medium text-brand-700 underline">
        Go Home
      </a>
    </section>
  )
}
