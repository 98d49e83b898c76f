import { Link } from '@remix-run/react'

/**
 * What opening an emailed account link did (confirming an email, or changing it): a heading, a
 * line of explanation, and the way back to My bookings.
 */
export function LinkOutcome({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <Link
        to="/account"
        className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Go to My bookings
      </Link>
    </section>
  )
}
