import { ReviewInviteForm, type ReviewFormDefaults } from './ReviewInviteForm'

export type ReviewInviteView =
  | {
      state: 'open'
      businessName: string
      serviceLine: string
      defaults: ReviewFormDefaults
    }
  | { state: 'refused'; message: string }
  | { state: 'thanks'; held: boolean; businessName: string; businessSlug: string | null }

export interface ReviewInviteResult {
  message: string
  errors: Record<string, string>
  values: Record<string, string>
}

/** The page a customer's review link opens: the form, the thanks, or why the link does not work. */
export function ReviewInvitePage({
  view,
  result,
}: {
  view: ReviewInviteView
  result: ReviewInviteResult | undefined
}) {
  if (view.state === 'thanks') return <Thanks view={view} />
  if (view.state === 'refused') {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">This link cannot be used</h1>
        <p role="alert" className="mt-3 text-slate-700">
          {view.message}
        </p>
      </section>
    )
  }
  const failed = result ?? null
  const fieldErrorCount = failed ? Object.keys(failed.errors).length : 0
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold">{`How did ${view.businessName} do?`}</h1>
      <p className="mt-2 text-slate-700">
        Your review of <span className="font-medium">{view.serviceLine}</span> will be shown as a
        verified review: it comes from a completed job.
      </p>
      <ReviewInviteForm
        defaults={view.defaults}
        values={failed?.values ?? {}}
        errors={failed?.errors ?? {}}
        formError={failed && fieldErrorCount === 0 ? failed.message : null}
      />
    </section>
  )
}

function Thanks({ view }: { view: Extract<ReviewInviteView, { state: 'thanks' }> }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Thank you!</h1>
      <p role="status" className="mt-3 text-slate-700">
        {view.held
          ? `Your review of ${view.businessName} will appear after a quick check by our team.`
          : `Your review of ${view.businessName} is published.`}
      </p>
      {view.businessSlug ? (
        <a
          href={`/${view.businessSlug}`}
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Visit {view.businessName}
        </a>
      ) : null}
    </section>
  )
}
