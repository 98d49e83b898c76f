import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { JobScreenPage } from '~/components/jobs/JobScreenPage'
import { jobActionSchema } from '~/lib/jobs/limits'
import { fieldErrors } from '~/lib/validation'
import { onMyWay } from '~/server/dashboard/business/on-my-way.server'
import { requireTenantPage } from '~/server/guards.server'
import {
  findJob,
  jobAction,
  jobScreen,
  type JobResult,
  uploadPhotos,
} from '~/server/jobs/job-screen.server'
import { notFound } from '~/server/tenant.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Job ${data.job.reference} | Dashboard` : 'Job | Dashboard' },
  { name: 'robots', content: 'noindex' },
]
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

// /{slug}/dashboard/jobs/{id}: the job on a phone (issue 42), for the business's owner or an
// admin: the address, the customer's notes, On my way, Start, before and after photos, a note,
// Complete; then the customer's sign-off and the booking's thread.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenantPage(context, request, params.slug)
  const booking = await findJob(context.db, tenant, params.id)
  if (!booking) throw notFound()
  return {
    job: await jobScreen(context, tenant, booking),
    base: `/${tenant.slug}/dashboard/jobs/${booking.id}`,
    dashboardPath: `/${tenant.slug}/dashboard?tab=schedule`,
  }
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { tenant } = await requireTenantPage(context, request, params.slug)
  const booking = await findJob(context.db, tenant, params.id)
  if (!booking) throw notFound()
  if (/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '')) {
    const uploaded = await uploadPhotos(context, booking, request)
    return data<JobResult>(uploaded.result, uploaded.status)
  }
  const form = await request.formData().catch(() => null)
  const raw: Record<string, string> = {}
  form?.forEach((value, name) => {
    if (typeof value === 'string' && !(name in raw)) raw[name] = value.slice(0, 2000)
  })
  const parsed = jobActionSchema.safeParse(raw)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    const message = errors.intent
      ? 'Validation failed'
      : (Object.values(errors)[0] ?? 'Validation failed')
    return data<JobResult>({ ok: false, intent: raw.intent ?? '', message, errors }, 400)
  }
  if (parsed.data.intent === 'on-my-way') {
    const sent = new FormData()
    sent.set('id', String(booking.id))
    return onMyWay(context, tenant, sent)
  }
  const done = await jobAction(context, tenant, booking, parsed.data, new Date())
  return data<JobResult>(done.result, done.status)
}

export default function JobRoute() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return <JobScreenPage {...page} result={result ?? null} />
}
