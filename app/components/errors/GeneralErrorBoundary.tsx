import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { ERROR_ACTION, ErrorPage } from './ErrorPage'
import { NotFound } from './NotFound'

/** What an error screen is called, on the page and in the tab (the root's meta). */
export function errorTitle(error: unknown) {
  if (isRouteErrorResponse(error) && error.status === 404) return 'Page Not Found'
  if (isRouteErrorResponse(error) && error.status === 403) return 'Forbidden'
  return 'Something went wrong'
}

export function GeneralErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <ErrorScreen title={errorTitle(error)} message="You do not have access to this page." />
  }
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorScreen title={errorTitle(error)} message="Please refresh the page to try again." />
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
