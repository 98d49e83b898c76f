import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/cloudflare'
import { Form, useLoaderData } from '@remix-run/react'
import { noindexMeta, noStoreHeaders } from '~/lib/private-page'
import { primarySubmitClass } from '~/components/forms'
import { requireTenantPage } from '~/server/guards.server'
import { notFound } from '~/server/tenant.server'
import {
  accountOwner,
  finishLocalOnboarding,
  loadLocalAccount,
} from '~/server/payments/local-onboarding.server'
import { usesStripe } from '~/server/payments/provider.server'

export const meta = noindexMeta('Set up payouts')
export const headers = noStoreHeaders

// /payments/onboard/{account}?return_url&refresh_url: the local provider's stand-in for Stripe's
// hosted onboarding (no STRIPE_SECRET_KEY). Only the business's owner (or an admin) opens it.
async function requireAccount(args: LoaderFunctionArgs) {
  const { context, params, request } = args
  const id = params.id ?? ''
  if (usesStripe(context.env) || !/^acct_local_\w{1,40}$/.test(id)) throw notFound()
  const owner = await accountOwner(context, id)
  const account = owner ? await loadLocalAccount(context, id) : null
  if (!owner || !account) throw notFound()
  await requireTenantPage(context, request, owner.slug ?? undefined)
  // Back to the dashboard that sent us here, never to another site.
  const url = new URL(request.url)
  const back = (name: string) => {
    const target = new URL(url.searchParams.get(name) ?? '/', url.origin)
    return target.origin === url.origin ? target.toString() : url.origin
  }
  return { account, owner, returnUrl: back('return_url') }
}

export async function loader(args: LoaderFunctionArgs) {
  const { owner, returnUrl } = await requireAccount(args)
  return { businessName: owner.businessName, returnUrl }
}

export async function action(args: ActionFunctionArgs) {
  const { account, returnUrl } = await requireAccount(args)
  const form = await args.request.formData().catch(() => null)
  const choice = form?.get('intent')
  if (choice !== 'complete' && choice !== 'without-bank') throw notFound()
  await finishLocalOnboarding(args.context, account, choice === 'complete')
  return redirect(returnUrl, 303)
}

export default function LocalOnboarding() {
  const { businessName, returnUrl } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Set up payouts for {businessName}</h1>
      <p className="mt-2 text-slate-700">
        Test onboarding: with a Stripe account configured, Stripe asks here for your business
        details, identity and bank account. Nothing is sent anywhere.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="complete" />
          <button type="submit" className={`${primarySubmitClass} w-full`}>
            Submit details and bank account
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="without-bank" />
          <button
            type="submit"
            className="w-full rounded-md px-4 py-2 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Submit without a bank account
          </button>
        </Form>
        <a href={returnUrl} className="text-center text-sm text-brand-700 underline">
          Return without finishing
        </a>
      </div>
    </section>
  )
}
