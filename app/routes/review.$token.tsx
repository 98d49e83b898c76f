import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import {
  type ReviewInviteResult,
  ReviewInvitePage,
  type ReviewInviteView,
} from '~/components/reviews/ReviewInvitePage'
import { inviteState } from '~/server/customer-reviews/invite.server'
import { submitCustomerReview } from '~/server/customer-reviews/submit.server'

// /review/{token}: the customer's review link from "How did {business} do?" (decision 029).
// Anyone holding the link may use it once; the link itself is the proof of a completed job.
export const meta: MetaFunction = () => [
  { title: 'Leave a review | Mobile Detail Hub' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
]
export const headers = () => ({ 'Cache-Control': 'no-store' })

export async function loader({ context, params }: LoaderFunctionArgs) {
  const state = await inviteState(context, params.token ?? '', new Date())
  if (!state.ok)
    return data<ReviewInviteView>(
      { state: 'refused', message: state.message },
      { status: state.status },
    )
  const { job } = state
  return data<ReviewInviteView>({
    state: 'open',
    businessName: job.businessName,
    serviceLine: job.serviceLine,
    defaults: { name: job.suggestedName, serviceCategory: job.suggestedCategory },
  })
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const outcome = await submitCustomerReview(context, params.token ?? '', request, new Date())
  if (outcome.ok) return data<ReviewInviteResult>(outcome)
  const { status, message, errors, values } = outcome
  return data<ReviewInviteResult>({ ok: false, message, errors, values }, { status })
}

export default function ReviewInvite() {
  const view = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return <ReviewInvitePage view={view} result={result} />
}
