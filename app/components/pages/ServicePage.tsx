import { Link } from '@remix-run/react'
import { type Site, sitePath } from '~/lib/site'

export function ServicePage({ site, title }: { site: Site; title: string }) {
  const back = site.mode === 'affiliate' ? `${sitePath(site, '/')}#services` : '/'
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <Link to={back} className="text-sm font-medium text-brand-700">
        ← Back
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <Link
        to={sitePath(site, '/booking')}
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white"
      >
        Book
      </Link>
    </section>
  )
}

export function ServiceNotFound() {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Service Not Found</h1>
      <p className="mt-3 text-slate-600">The requested service could not be found.</p>
    </section>
  )
}
