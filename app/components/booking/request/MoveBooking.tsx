import { Form, useLocation, useNavigation } from '@remix-run/react'
import { type SlotPickerView } from '~/lib/booking/views'
import { DayLinks } from './DayLinks'
import { ErrorList, SubmitButton } from '~/components/forms'

const MOVE = {
  intent: 'move',
  legend: 'Move to another time',
  note: "Free up to 24 hours before the appointment. You'll get an updated calendar invite.",
  button: 'Move to this time',
  busy: 'Moving...',
}

/** After the requested time was taken before the email was confirmed: pick another one. */
export const REPICK = {
  intent: 'repick',
  legend: 'Choose another time',
  note: 'Your email is confirmed, so the time you choose is held for you at once.',
  button: 'Hold this time',
  busy: 'Holding...',
}

/**
 * Move a confirmed appointment to another free time, or (REPICK) choose another time for a
 * request whose time was taken: a plain form that works without JavaScript.
 */
export function MoveBooking({
  picker,
  error,
  words = MOVE,
}: {
  picker: SlotPickerView
  error?: string
  words?: typeof MOVE
}) {
  const busy = useNavigation().state === 'submitting'
  const { search } = useLocation()
  // The page's own link (ref and key) with another day: works without JavaScript.
  const dayHref = (date: string | null) => {
    const q = new URLSearchParams(search)
    if (date) q.set('day', date)
    else q.delete('day')
    return `?${q.toString()}#move-to-another-time`
  }
  if (picker.slots.length === 0 && picker.days.length === 0) return null
  return (
    <Form
      id="move-to-another-time"
      method="post"
      className="mt-6 rounded-xl border border-slate-200 p-5 text-left"
    >
      <input type="hidden" name="intent" value={words.intent} />
      <fieldset aria-describedby={error ? 'move-error' : undefined}>
        <legend className="text-lg font-semibold">{words.legend}</legend>
        <p className="mt-1 text-sm text-slate-600">{words.note}</p>
        <ErrorList id="move-error" errors={error} alert className="mt-2 text-sm text-red-700" />
        <p className="mt-3 text-sm font-medium text-slate-800">
          {picker.day ? `Free times on ${picker.day.label}` : 'The next free times'}
        </p>
        {picker.slots.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">No other free times that day.</p>
        ) : null}
        <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {picker.slots.map((s) => (
            <li key={s.startAt}>
              <label className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-400 px-3 py-2 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input type="radio" name="slot" value={s.startAt} required className="h-4 w-4" />
                {s.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <DayLinks picker={picker} href={dayHref} label="Days with free times to move to" />
      <SubmitButton
        busy={busy}
        busyLabel={words.busy}
        className="mt-3 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {words.button}
      </SubmitButton>
    </Form>
  )
}
