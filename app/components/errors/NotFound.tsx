import { Link } from '@remix-run/react'

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex gap-3">
        <Link
          to="/"
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
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
    </section>
  )
}
