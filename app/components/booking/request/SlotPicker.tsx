import { type SlotPickerView } from '~/lib/booking/views'
import { DayLinks } from './DayLinks'
import { ErrorList } from '~/components/forms'

interface Props {
  picker: SlotPickerView
  /** The package and its add-ons (tier ids, comma-separated), kept by every day link. */
  selection: { vehicle: string; service: number; tier: number; addons: string }
  /** The slot already chosen (after Edit details or a refused submit). */
  chosen: string
  error: string | undefined
}

const pill =
  'flex cursor-pointer items-center gap-2 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-medium text-slate-900 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40'

/**
 * "Choose a time": the detailer's next free start times as radio buttons inside the booking
 * form, and the days that have free times as plain links (?day=), so it all works without
 * JavaScript and ships no code of its own. Choosing none keeps the date-and-window request.
 */
export function SlotPicker({ picker, selection, chosen, error }: Props) {
  const dayHref = (date: string | null) => {
    const q = new URLSearchParams({
      vehicle: selection.vehicle,
      service: String(selection.service),
      tier: String(selection.tier),
    })
    // Without it a day change silently dropped the add-ons (price, summary and slot length).
    if (selection.addons) q.set('addons', selection.addons)
    if (date) q.set('day', date)
    return `?${q.toString()}#choose-a-time`
  }
  const offered = picker.slots.some((s) => s.startAt === chosen)
  return (
    <fieldset
      id="choose-a-time"
      className="sm:col-span-2"
      aria-describedby={error ? 'slot-error' : undefined}
    >
      <legend className="text-lg font-semibold">Choose a time</legend>
      <p className="mt-1 text-sm text-slate-600">
        {picker.day ? `Free times on ${picker.day.label}.` : 'The next free times.'} We hold your
        time once you confirm your email (we send you a link).
      </p>
      <ErrorList
        id="slot-error"
        errors={error}
        alert
        className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
      />
      {picker.slots.length > 0 ? (
        <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {picker.slots.map((s) => (
            <li key={s.startAt}>
              <label className={pill}>
                <input
                  type="radio"
                  name="slot"
                  value={s.startAt}
                  defaultChecked={s.startAt === chosen}
                  className="h-4 w-4"
                />
                {s.label}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">No free times in the coming days.</p>
      )}
      <DayLinks picker={picker} href={dayHref} label="Days with free times" />
      <label className={`${pill} mt-3`}>
        <input type="radio" name="slot" value="" defaultChecked={!offered} className="h-4 w-4" />
        None of these: I&apos;ll ask for a date and time window below
      </label>
    </fieldset>
  )
}
