import { Form, useNavigation } from '@remix-run/react'
import { type ReactNode } from 'react'
import { type WeatherActionData, type WeatherPageState } from '~/lib/weather/view'
import { BookingFacts } from '../respond/BookingFacts'

const button =
  'rounded-md px-4 py-2 font-semibold text-white disabled:opacity-60 focus:outline-none focus:ring-2 focus:ring-offset-2'

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  )
}

/**
 * The weather message's link: the job, the forecast, the free times to move to (the tapped
 * one chosen) and Keep it. Two plain POST forms, so it works before (and without) JavaScript.
 */
export function WeatherPage({
  state,
  result,
}: {
  state: WeatherPageState
  result?: WeatherActionData
}) {
  const busy = useNavigation().state === 'submitting'
  if (state.state === 'expired')
    return (
      <Notice title="This link has expired">
        <p>The appointment has started or passed.</p>
      </Notice>
    )
  if (state.state === 'closed')
    return (
      <Notice title="Nothing to change">
        <p role="status">{state.message}</p>
      </Notice>
    )
  if (state.state === 'moved')
    return (
      <Notice title="Appointment moved">
        <p role="status">
          {`Moved to ${state.when}. Both calendars get the updated invitation by email; the deposit carries over and no fee applies.`}
        </p>
      </Notice>
    )
  const forCustomer = state.side === 'customer'
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">
        {state.question ?? 'Weather for this appointment'}
      </h1>
      <p className="mt-2 text-slate-600">
        {forCustomer ? `with ${state.businessName}` : `for ${state.customerName}`}
      </p>
      <BookingFacts
        facts={[
          ['When', state.when],
          ['Forecast', state.headline ?? 'No rule trips now'],
          ['Service', state.service],
          ['Address', state.address],
          ['Reference', state.reference],
        ]}
      />
      {result?.error ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-3 text-red-700">
          {result.error}
        </p>
      ) : null}
      {state.kept ? (
        <p role="status" className="mt-6 rounded-md bg-brand-50 p-4 font-medium">
          {`Kept: the appointment stays on ${state.when}.`}
        </p>
      ) : null}
      <Form method="post" className="mt-8 rounded-xl border border-slate-200 p-4">
        <input type="hidden" name="intent" value="move" />
        {state.offers.length > 0 ? (
          <fieldset>
            <legend className="font-semibold">
              {forCustomer ? 'Move to a free time' : 'Move it for the customer'}
            </legend>
            <p className="text-sm text-slate-600">
              Same length, free in the calendar, and no rule trips in the forecast. The deposit
              carries over; no fee.
            </p>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {state.offers.map((o) => (
                <li key={o.startAt}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                    <input
                      type="radio"
                      name="slot"
                      value={o.startAt}
                      defaultChecked={o.startAt === (state.chosen ?? state.offers[0]?.startAt)}
                    />
                    {o.label}
                  </label>
                </li>
              ))}
            </ul>
            <button
              type="submit"
              disabled={busy}
              className={`${button} hover:bg-brand-800 mt-4 bg-brand-700 focus:ring-brand-600`}
            >
              Move to this time
            </button>
          </fieldset>
        ) : (
          <p className="text-sm text-slate-700">
            No free time suits the forecast right now. Keep it, or call to arrange another day.
          </p>
        )}
      </Form>
      <Form method="post" className="mt-4 rounded-xl border border-slate-200 p-4">
        <input type="hidden" name="intent" value="keep" />
        <p className="text-sm text-slate-700">{`Keep ${state.when} whatever the weather.`}</p>
        <button
          type="submit"
          disabled={busy}
          className={`${button} mt-3 bg-slate-700 hover:bg-slate-800 focus:ring-slate-600`}
        >
          Keep it
        </button>
      </Form>
    </section>
  )
}
