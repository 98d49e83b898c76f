import { type ActionFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { keepLoadersOnPost, retryAfterHeaders } from '~/lib/form-page'
import { useActionData, useSearchParams } from '@remix-run/react'
import { ApplicationPage } from '~/components/apply/ApplicationPage'
import { AFFILIATE_PRIVACY, AFFILIATE_TERMS } from '~/components/apply/legal-text'
import { handleApplicationPage } from '~/server/apply-page.server'

export const meta: MetaFunction = () => [
  { title: 'Affiliate Application | Mobile Detail Hub' },
  {
    name: 'description',
    content:
      'Apply to join Mobile Detail Hub as a mobile detailer: tell us about your business and get your own booking site.',
  },
]

// POST /affiliate-onboarding: the application form without JavaScript (multipart, files included).
// Anyone may apply; it runs the same server code as POST /api/affiliates/apply.
export async function action({ context, request }: ActionFunctionArgs) {
  return handleApplicationPage(context, request)
}

// The rate limit's Retry-After must reach the browser on the document answer too.
export const headers = retryAfterHeaders

// Nothing an application changes is shown by the root loader.
export const shouldRevalidate = keepLoadersOnPost

export default function AffiliateOnboarding() {
  const result = useActionData<typeof action>()
  const [params] = useSearchParams()
  const show = params.get('show')
  const document =
    show === 'terms' ? AFFILIATE_TERMS : show === 'privacy' ? AFFILIATE_PRIVACY : null
  return <ApplicationPage result={result} document={document} />
}
