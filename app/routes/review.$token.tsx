import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { noindexMeta, noStoreHeaders, SAME_ORIGIN_REFERRER } from '~/lib/private-page'
import {
  type ReviewInviteResult,
  ReviewInvitePage,
  type ReviewInviteView,
} from '~/components/reviews/ReviewInvitePage'
import { inviteState } from '~/server/customer-reviews/invite.server'
import { notFound, requireSite } from '~/server/tenant.server'
import { submitCustomerReview } from '~/server/customer-reviews/submit.server'

// /review/{token}: the customer's review link from "How did {business} do?" (decision 029).
// Anyone holding the link may use it once; the link itself is the proof of a completed job.
export const meta = noindexMeta('Leave a review', SAME_ORIGIN_REFERRER)
export const headers = noStoreHeaders

/** Under /{slug}/review/… (the link the detailer's brand sends) the job must be that business's. */
async function sameBusiness(
  context: LoaderFunctionArgs['context'],
  params: LoaderFunctionArgs['params'],
  affiliateId: number,
) {
  if (!params.slug) return
  const site = await requireSite(context, params)
  if (site.mode !== 'affiliate' || site.tenant.id !== affiliateId) throw notFound()
}

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const state = await inviteState(context, params.token ?? '', new Date())
  if (state.ok) await sameBusiness(context, params, state.job.affiliateId)
  // Where a successful submit lands (POST, then redirect): the thanks, not "already used".
  if (!state.ok && state.sent && new URL(request.url).searchParams.has('sent'))
    return data<ReviewInviteView>({ state: 'thanks', ...state.sent })
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
  const token = params.token ?? ''
  const state = await inviteState(context, token, new Date())
  if (state.ok) await sameBusiness(context, params, state.job.affiliateId)
  const outcome = await submitCustomerReview(context, token, request, new Date())
  // Back to the same page (marketplace, /{slug}/… or the business's own domain), thanked.
  if (outcome.ok) return redirect(`${new URL(request.url).pathname}?sent=1`)
  const { status, message, errors, values } = outcome
  return data<ReviewInviteResult>({ message, errors, values }, { status })
}

export default function ReviewInvite() {
  const view = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return <ReviewInvitePage view={view} result={result} />
}
