import { Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { type ApplicationSummary } from '~/lib/application-page'

/** Spec §2 'Application Received!': business, location, services, what happens next. */
export function SuccessView({ summary }: { summary: ApplicationSummary }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // It replaces the form: focus follows, so a screen reader announces the outcome.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="rounded-xl border border-green-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <p aria-hidden className="text-4xl text-green-600">
        ✓
      </p>
      <h2 ref={heading} tabIndex={-1} className="mt-2 text-2xl font-bold outline-none">
        Application Received!
      </h2>
      <p className="mt-2 text-slate-700">
        Thank you for applying to join Mobile Detail Hub. Here is what we received:
      </p>
      <dl className="mx-auto mt-6 grid max-w-md gap-3 text-left text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Business</dt>
          <dd>{summary.business_name}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Location</dt>
          <dd>
            {summary.city}, {summary.state}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Services</dt>
          <dd>{summary.categories.length > 0 ? summary.categories.join(', ') : 'None selected'}</dd>
        </div>
      </dl>
      <p className="mx-auto mt-6 max-w-md text-sm text-slate-700">
        Our team will review your application within 2-3 business days and contact you by email.
      </p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Back to Home
      </Link>
    </div>
  )
}
