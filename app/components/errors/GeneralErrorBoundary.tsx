import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { ERROR_ACTION, ErrorPage } from './ErrorPage'
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
    <ErrorPage title={title} message={message}>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={`mt-8 ${ERROR_ACTION}`}
      >
        Refresh Page
      </button>
    </ErrorPage>
  )
}
