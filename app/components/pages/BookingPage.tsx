import { type Site } from '~/lib/site'

export function BookingPage({ site }: { site: Site }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <p className="text-sm font-medium text-brand-700">
        {site.mode === 'affiliate' ? site.tenant.businessName : 'Mobile Detail Hub'}
      </p>
      <h1 className="mt-1 text-3xl font-bold">Choose Your Vehicle Type</h1>
      <p className="mt-2 text-slate-600">
        Select your vehicle to see available services and pricing
      </p>
    </section>
  )
}
