import { Form, Link, useNavigation } from '@remix-run/react'
import { type SetupChecklist as Checklist, setupComplete } from '~/lib/dashboard/setup'

/**
 * Until the business goes live (issue 40): what is left to set up, and Go live once all is done.
 * Until then the site says "Opening soon" and the business is left out of search, the footer and
 * the sitemap. A plain form, so it works without JavaScript.
 */
export function SetupChecklist({ setup }: { setup: Checklist }) {
  const busy = useNavigation().formData?.get('intent') === 'go-live'
  if (setup.liveAt) return null
  const ready = setupComplete(setup)
  const left = setup.steps.filter((s) => !s.done && !s.optional).length
  return (
    <section
      aria-labelledby="setup-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h3 id="setup-heading" className="text-lg font-semibold text-slate-900">
        Get ready to go live
      </h3>
      <p className="mt-1 text-sm text-slate-800">
        Your site shows &lsquo;Opening soon&rsquo; and you are not in search yet.{' '}
        {ready
          ? 'Everything is set up: go live when you are ready.'
          : `${left} ${left === 1 ? 'step' : 'steps'} left.`}
      </p>
      <ol className="mt-3 space-y-2">
        {setup.steps.map((step) => (
          <li key={step.key} className="flex flex-wrap items-center gap-x-2 text-sm">
            <span
              aria-hidden="true"
              className={`grid h-5 w-5 place-items-center rounded-full text-xs font-bold ${step.done ? 'bg-green-700 text-white' : 'border border-slate-500 bg-white text-slate-600'}`}
            >
              {step.done ? '✓' : ''}
            </span>
            <span className="sr-only">
              {step.done ? 'Done: ' : step.optional ? 'Optional: ' : 'To do: '}
            </span>
            {step.done ? (
              <span className="text-slate-800">{step.label}</span>
            ) : (
              <Link to={step.href} className="text-brand-800 font-medium underline">
                {step.label}
              </Link>
            )}
            {step.optional && !step.done ? (
              <span className="basis-full pl-7 text-slate-700">
                <span aria-hidden="true">Optional. </span>
                {step.optional}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="go-live" />
        <button
          type="submit"
          disabled={!ready || busy}
          aria-describedby="setup-heading"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {busy ? 'Going live...' : 'Go live'}
        </button>
      </Form>
    </section>
  )
}
