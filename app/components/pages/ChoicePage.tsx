import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { primarySubmitClass, SubmitButton } from '~/components/forms'
import { formatMoney } from '~/lib/booking/pricing'
import { CHOICE_ORDER, type ChoiceBusiness } from '~/lib/location/choice'
import { type WaitlistAnswer } from '~/lib/location/waitlist-schema'

/** The marketplace's choice between the businesses serving one place (issue 40). */
export function ChoicePage({ place, businesses }: { place: string; businesses: ChoiceBusiness[] }) {
  return (
    <section aria-labelledby="choice-heading" className="mx-auto max-w-4xl px-4 py-10">
      <h1 id="choice-heading" className="text-3xl font-bold tracking-tight">
        {`${businesses.length} detailers serve ${place}`}
      </h1>
      <p id="choice-order" className="mt-2 text-slate-700">
        {CHOICE_ORDER}
      </p>
      <ol className="mt-6 space-y-4" aria-describedby="choice-order">
        {businesses.map((b) => (
          <li key={b.slug}>
            <ChoiceCard business={b} place={place} />
          </li>
        ))}
      </ol>
    </section>
  )
}

function ChoiceCard({ business: b, place }: { business: ChoiceBusiness; place: string }) {
  const headingId = `choice-${b.slug}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center"
    >
      {b.logoUrl ? (
        <img
          src={b.logoUrl}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 rounded-lg object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid h-16 w-16 shrink-0 place-items-center rounded-lg bg-brand-600 text-2xl font-bold text-white"
        >
          {b.name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="flex-1">
        <h2 id={headingId} className="text-xl font-semibold">
          <Link to={`/${b.slug}`} className="text-slate-900 hover:underline">
            {b.name}
          </Link>
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
          <Fact term="Rating">
            {b.rating
              ? `${b.rating.average.toFixed(1)}/5 (${b.rating.count} ${b.rating.count === 1 ? 'review' : 'reviews'})`
              : 'No reviews yet'}
          </Fact>
          <Fact term="Price">
            {b.fromCents ? `From ${formatMoney(b.fromCents)}` : 'Price on request'}
          </Fact>
          <Fact term="Next free time">{b.nextFree ? b.nextFree.label : 'Ask for a time'}</Fact>
          <Fact term="Distance">
            {b.miles === null
              ? b.base
                ? `Based in ${b.base}`
                : 'Unknown'
              : `${b.miles} mi from ${place}${b.base ? ` (based in ${b.base})` : ''}`}
          </Fact>
        </dl>
      </div>
      <Link
        to={`/${b.slug}/booking`}
        aria-label={`Book with ${b.name}`}
        className="rounded-md bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700"
      >
        Book
      </Link>
    </article>
  )
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex gap-1">
      <dt className="font-medium text-slate-900">{`${term}:`}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * A place nobody serves, or one that could not be read: the §8 text, "tell me when a detailer
 * serves {place}" (a plain form: works without JavaScript) and a way back.
 */
export function NoChoice({
  message,
  place,
  where,
}: {
  message: string
  place: string | null
  where: { city: string; state: string } | null
}) {
  const answer = useActionData<WaitlistAnswer>()
  const busy = useNavigation().state === 'submitting'
  const emailError = answer?.errors.email ?? answer?.errors.city ?? answer?.errors.state
  return (
    <section aria-labelledby="choice-heading" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 id="choice-heading" className="text-3xl font-bold tracking-tight">
        {place ? `Mobile detailing in ${place}` : 'Find a mobile detailer'}
      </h1>
      <p className="mt-4 text-slate-800">{message}</p>
      {place && where ? (
        <Form
          method="post"
          className="mx-auto mt-8 max-w-md rounded-xl border border-slate-200 p-5 text-left"
        >
          <input type="hidden" name="city" value={where.city} />
          <input type="hidden" name="state" value={where.state} />
          <h2 className="text-lg font-semibold">{`Tell me when a detailer serves ${place}`}</h2>
          <label htmlFor="waitlist-email" className="mt-3 block text-sm font-medium text-slate-900">
            Email
          </label>
          <input
            id="waitlist-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'waitlist-error' : 'waitlist-hint'}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
          />
          <p id="waitlist-hint" className="mt-1 text-xs text-slate-600">
            One email when a detailer starts serving it; nothing else.
          </p>
          {emailError ? (
            <p id="waitlist-error" role="alert" className="mt-1 text-sm text-red-700">
              {emailError}
            </p>
          ) : null}
          <SubmitButton busy={busy} busyLabel="Saving..." className={`mt-3 ${primarySubmitClass}`}>
            Tell me
          </SubmitButton>
          <div role="status" className="mt-3 text-sm">
            {answer?.message ? (
              <p className={answer.ok ? 'text-green-800' : 'text-red-700'}>{answer.message}</p>
            ) : null}
          </div>
        </Form>
      ) : null}
      <Link to="/" className="text-brand-800 mt-6 inline-block font-semibold underline">
        Search another place
      </Link>
    </section>
  )
}
