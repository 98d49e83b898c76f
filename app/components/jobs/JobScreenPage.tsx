import { Form, Link } from '@remix-run/react'
import type { JobResult, JobScreen } from '~/server/jobs/job-screen.server'
import { PhotoSection } from './PhotoSection'
import { ResultBanner } from './Thread'
import { Thread } from './Thread'
import { JobSection } from './JobSection'

const big =
  'block w-full rounded-lg bg-brand-600 px-4 py-3 text-center text-base font-semibold text-white hover:bg-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/40'
const plain =
  'block w-full rounded-lg border border-slate-400 bg-white px-4 py-3 text-center text-base font-semibold text-slate-800 hover:bg-slate-50'

function IntentButton({
  intent,
  label,
  primary,
}: {
  intent: string
  label: string
  primary?: boolean
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={primary ? big : plain}>
        {label}
      </button>
    </Form>
  )
}

function signoffText(job: JobScreen): string {
  const s = job.signoff
  if (!s) return ''
  if (s.state === 'approved')
    return `${job.customerName} signed off: looks great. The job is settled.`
  if (s.state === 'auto') return 'No answer within 24 hours: the job is settled.'
  if (s.state === 'not_right')
    return `${job.customerName} says something's not right. Nothing is charged until they sign off.`
  return `Waiting for ${job.customerName}'s sign-off. With no answer, the job settles 24 hours after it was completed.`
}

/** A choice of one phase's photos, numbered as the photo section numbers them. */
function PhotoSelect({
  name,
  label,
  photos,
}: {
  name: 'before' | 'after'
  label: 'Before' | 'After'
  photos: JobScreen['photos']
}) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {`${label} photo`}
      <select
        name={name}
        className="mt-1 block w-full rounded-md border border-slate-400 p-2 text-base"
      >
        {photos.map((p, i) => (
          <option
            key={p.id}
            value={p.id}
          >{`${label} ${i + 1}${p.galleryUrl ? ' (in the gallery)' : ''}`}</option>
        ))}
      </select>
    </label>
  )
}

function GalleryForm({ job }: { job: JobScreen }) {
  const befores = job.photos.filter((p) => p.phase === 'before')
  const afters = job.photos.filter((p) => p.phase === 'after')
  if (!job.galleryConsent)
    return (
      <p className="text-sm text-slate-600">
        The customer did not agree at booking to their photos in the gallery.
      </p>
    )
  if (befores.length === 0 || afters.length === 0) return null
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="gallery-pair" />
      <p className="text-sm text-slate-700">
        The customer agreed at booking to their photos in the gallery.
      </p>
      <PhotoSelect name="before" label="Before" photos={befores} />
      <PhotoSelect name="after" label="After" photos={afters} />
      <button type="submit" className={plain}>
        Add pair to gallery
      </button>
    </Form>
  )
}

export function JobScreenPage({
  job,
  base,
  dashboardPath,
  result,
}: {
  job: JobScreen
  base: string
  dashboardPath: string
  result: JobResult | null
}) {
  const confirmed = job.status === 'confirmed'
  const errorFor = (intent: string) =>
    result && !result.ok && result.intent === intent ? result.message : undefined
  return (
    <div className="mx-auto max-w-xl space-y-4 bg-slate-50 px-3 py-4">
      <p>
        <Link to={dashboardPath} className="text-sm font-medium text-brand-700 underline">
          Back to the schedule
        </Link>
      </p>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{job.customerName}</h1>
        <p className="text-slate-700">{job.service}</p>
        <p className="text-sm text-slate-600">
          {job.reference}
          {job.when ? ` · ${job.when}` : ''} ·{' '}
          {job.status === 'completed' ? 'Completed' : 'Confirmed'}
        </p>
      </header>
      <ResultBanner result={result} />
      <JobSection id="where" title="Where">
        <p className="text-slate-800">{job.address}</p>
        <a href={job.mapsUrl} target="_blank" rel="noreferrer" className={plain}>
          Open in Maps
        </a>
        <a href={`tel:${job.customerPhone}`} className={plain}>
          Call {job.customerName}
        </a>
        <h3 className="pt-2 font-semibold text-slate-900">{"Customer's notes"}</h3>
        <p className="whitespace-pre-line text-slate-800">{job.notes || 'No notes.'}</p>
      </JobSection>
      {confirmed ? (
        <div className="space-y-2">
          <IntentButton intent="on-my-way" label="On my way" />
          {job.startedAt ? (
            <p className="text-center text-sm text-slate-700">Started.</p>
          ) : (
            <IntentButton intent="start" label="Start" primary />
          )}
        </div>
      ) : null}
      <PhotoSection
        phase="before"
        base={base}
        photos={job.photos.filter((p) => p.phase === 'before')}
        error={errorFor('photos')}
      />
      <PhotoSection
        phase="after"
        base={base}
        photos={job.photos.filter((p) => p.phase === 'after')}
      />
      <Form method="post" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="job-note" className="block text-lg font-semibold text-slate-900">
          Note
        </label>
        <textarea
          id="job-note"
          name="note"
          rows={3}
          maxLength={999}
          defaultValue={job.note}
          className="block w-full rounded-md border border-slate-400 p-2 text-base"
        />
        <button type="submit" className={plain}>
          Save note
        </button>
      </Form>
      {confirmed ? (
        <IntentButton intent="complete" label="Complete and ask for sign-off" primary />
      ) : (
        <JobSection id="signoff" title="Sign-off">
          <p className="text-slate-800" data-testid="signoff-state">
            {signoffText(job)}
          </p>
          {job.signoff?.note ? (
            <p className="text-sm text-slate-700">“{job.signoff.note}”</p>
          ) : null}
          <GalleryForm job={job} />
        </JobSection>
      )}
      {job.signoff ? (
        <Thread
          messages={job.thread}
          me="business"
          intent="reply"
          label="Reply to the customer"
          error={errorFor('reply')}
        />
      ) : null}
    </div>
  )
}
