import { QuoteButton } from '~/components/quote/QuoteButton'
import { formatPhone } from '~/lib/format'
import { type Tenant } from '~/lib/site'

/**
 * A detailer's site before it goes live (issue 40): no booking (its services, areas or hours may
 * not be set yet), but a visitor can leave a request, which reaches the detailer as a quote.
 */
export function OpeningSoon({ tenant }: { tenant: Tenant }) {
  return (
    <section aria-labelledby="opening-soon" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Opening soon</p>
      <h1 id="opening-soon" className="mt-2 text-4xl font-bold tracking-tight">
        {tenant.businessName} is opening soon
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        Online booking opens once {tenant.businessName} has finished setting up. Leave a request
        now and they will get back to you.
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <QuoteButton
          businessSlug={tenant.slug}
          businessName={tenant.businessName}
          label="Leave a request"
          className="js-only rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        />
        {tenant.phone ? (
          <a
            href={`tel:+1${tenant.phone.replace(/\D/g, '').slice(-10)}`}
            className="rounded-md px-5 py-3 font-semibold text-brand-800 ring-1 ring-slate-300"
          >
            Call {formatPhone(tenant.phone)}
          </a>
        ) : null}
        {tenant.email ? (
          <a
            href={`mailto:${tenant.email}`}
            className="rounded-md px-5 py-3 font-semibold text-brand-800 ring-1 ring-slate-300"
          >
            Email us
          </a>
        ) : null}
      </div>
    </section>
  )
}
