import { Link } from '@remix-run/react'
import { ERROR_ACTION, ErrorPage } from './ErrorPage'

export function NotFound() {
  return (
    <ErrorPage
      code="404"
      title="Page Not Found"
      message="The page you are looking for does not exist or has moved."
    >
      <div className="mt-8 flex gap-3">
        <Link to="/" className={ERROR_ACTION}>
          Go Home
        </Link>
        <button
          type="button"
          onClick={() => window.history.back()}
          className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50"
        >
          Go Back
        </button>
      </div>
    </ErrorPage>
  )
}
