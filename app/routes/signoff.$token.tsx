import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { ResultBanner, Thread } from '~/components/jobs/Thread'
import { signoffSchema } from '~/lib/jobs/limits'
import { fieldErrors } from '~/lib/validation'
import { answerSignoff } from '~/server/jobs/signoff.server'
import { requireSignoff, signoffPage } from '~/server/jobs/signoff-page.server'
import { notFound } from '~/server/tenant.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Your job with ${data.businessName}` : 'Page Not Found | Mobile Detail Hub' },
  { name: 'robots', content: 'noindex' },
  // The link is the key: it never leaves in a Referer.
  { name: 'referrer', content: 'same-origin' },
]
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

interface SignoffResult {
  ok: boolean
  intent: string
  message: string
}

// /signoff/{token} (and /{slug}/signoff/{token}): the customer's sign-off of a completed job
// (issue 42), from the email or My bookings. The token is the only key (128 random bits).
export async function loader({ context, params }: LoaderFunctionArgs) {
  const view = await requireSignoff(context, params)
  if (!view) throw notFound()
  return signoffPage(context, view)
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const view = await requireSignoff(context, params)
  if (!view) throw notFound()
  const form = await request.formData().catch(() => null)
  const parsed = signoffSchema.safeParse({
    intent: String(form?.get('intent') ?? ''),
    body: String(form?.get('body') ?? '').slice(0, 2000),
  })
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    const message = errors.intent
      ? 'Validation failed'
      : (Object.values(errors)[0] ?? 'Validation failed')
    return data<SignoffResult>(
      { ok: false, intent: String(form?.get('intent') ?? ''), message },
      400,
    )
  }
  const page = await signoffPage(context, view)
  const answer = await answerSignoff(context, view, parsed.data, page.businessEmail, new Date())
  return data<SignoffResult>({ ...answer, intent: parsed.data.intent }, answer.status)
}

export default function SignoffPage() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const open = !page.settled
  const photo = (p: { id: number }, alt: string) => (
    <img
      src={`/signoff/${page.token}/photos/${p.id}`}
      alt={alt}
      loading="lazy"
      className="aspect-[4/3] w-full rounded-md object-cover"
    />
  )
  const befores = page.photos.filter((p) => p.phase === 'before')
  const afters = page.photos.filter((p) => p.phase === 'after')
  const errorFor = (intent: string) =>
    result && !result.ok && result.intent === intent ? result.message : undefined
  return (
    <div className="mx-auto max-w-xl space-y-4 px-3 py-6">
      <h1 className="text-2xl font-bold text-slate-900">Your job with {page.businessName}</h1>
      <p className="text-slate-700">
        {page.service} · {page.reference}
      </p>
      <ResultBanner result={result ?? null} />
      {[
        { title: 'Before', list: befores },
        { title: 'After', list: afters },
      ].map(({ title, list }) =>
        list.length > 0 ? (
          <section key={title} aria-label={`${title} photos`} className="space-y-2">
            <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
            <ul className="grid grid-cols-2 gap-2">
              {list.map((p, i) => (
                <li key={p.id}>{photo(p, `${title} ${i + 1}`)}</li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
      {open ? (
        <section
          aria-labelledby="answer-title"
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="answer-title" className="text-lg font-semibold text-slate-900">
            How does it look?
          </h2>
          {page.state === 'not_right' ? (
            <p className="text-sm text-slate-700">
              You told {page.businessName}{' '}
              {"something's not right. Nothing is charged until you sign off."}
            </p>
          ) : (
            <p className="text-sm text-slate-700">
              With no answer within 24 hours the job is settled, and a card you kept on file is
              charged the balance.
            </p>
          )}
          <Form method="post" id="looks-great">
            <input type="hidden" name="intent" value="looks-great" />
            <button
              type="submit"
              className="block w-full rounded-lg bg-brand-600 px-4 py-3 text-base font-semibold text-white hover:bg-brand-700"
            >
              Looks great
            </button>
          </Form>
          {page.state === 'awaiting' ? (
            <Form method="post" id="not-right" className="space-y-2">
              <input type="hidden" name="intent" value="not-right" />
              <label htmlFor="not-right-body" className="block text-sm font-medium text-slate-800">
                {`Something's not right? Tell ${page.businessName} what`}
              </label>
              <textarea
                id="not-right-body"
                name="body"
                rows={3}
                maxLength={999}
                required
                aria-invalid={errorFor('not-right') ? true : undefined}
                className="block w-full rounded-md border border-slate-400 p-2 text-base"
              />
              <button
                type="submit"
                className="block w-full rounded-lg border border-slate-400 bg-white px-4 py-3 text-base font-semibold text-slate-800"
              >
                {"Something's not right"}
              </button>
            </Form>
          ) : null}
        </section>
      ) : (
        <p className="rounded-md bg-slate-100 p-3 text-slate-800" data-testid="settled">
          {page.state === 'approved'
            ? 'You signed off this job. Thank you!'
            : 'This job is settled.'}
        </p>
      )}
      {page.state === 'not_right' || page.thread.length > 0 ? (
        <Thread
          messages={page.thread}
          me="customer"
          intent="message"
          label={`Write to ${page.businessName}`}
          error={errorFor('message')}
        />
      ) : null}
    </div>
  )
}
