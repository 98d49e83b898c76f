import { Link } from '@remix-run/react'
import { ACCOUNT_DELETED } from '~/lib/account/delete-account-schema'
import { noindexMeta } from '~/lib/private-page'

export const meta = noindexMeta('Account deleted')

// /account/deleted: where a deleted account's browser lands, signed out (decision 046).
export default function AccountDeleted() {
  return (
    <section id="account-deleted" className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Account deleted</h1>
      <p role="status" className="mt-6 rounded-md bg-green-50 p-3 text-green-900">
        {ACCOUNT_DELETED}
      </p>
      <p className="mt-4 text-slate-700">
        Payment and invoice records stay with the businesses for 7 years, without your personal
        details. You can sign up again with the same email at any time.
      </p>
      <div className="mt-6 flex flex-wrap gap-4">
        <Link to="/" className="font-medium text-brand-700 underline">
          Back to the home page
        </Link>
        <Link to="/login?mode=signup" className="font-medium text-brand-700 underline">
          Sign up
        </Link>
      </div>
    </section>
  )
}
