import { type MetaFunction } from '@remix-run/cloudflare'
import { Link } from '@remix-run/react'

export const meta: MetaFunction = () => [{ title: 'Affiliate Application | Mobile Detail Hub' }]

export default function AffiliateOnboarding() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <Link to="/" className="text-sm font-medium text-brand-700">
        ← Back
      </Link>
      <h1 className="mt-4 text-3xl font-bold">Affiliate Application</h1>
    </section>
  )
}
