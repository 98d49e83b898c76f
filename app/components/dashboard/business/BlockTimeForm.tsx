import { clockLabel, shortDate } from '~/lib/dashboard/format'
import { type ScheduleTab } from '~/lib/dashboard/tab-data'
import {
  ActionForm,
  buttonClass,
  Field,
  inputClass,
  secondaryButtonClass,
  useActionResult,
} from './shared'

/** Block Time: a range of one day the public booking form stops offering. */
export function BlockTimeForm({ data }: { data: ScheduleTab }) {
  const result = useActionResult(['schedule-block'])
  const errors = result && !result.ok ? result.errors : {}
  const invalid = (name: string) => (errors[name] ? true : undefined)
  return (
    <section
      id="block-time"
      aria-labelledby="block-time-title"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="block-time-title" className="mb-2 font-semibold">
        Block Time
      </h3>
      <ActionForm intent="schedule-block" label="Block Time" className="space-y-2">
        <Field id="block-date" label="Date" error={errors.date}>
          {(d) => (
            <input
              id="block-date"
              name="date"
              type="date"
              defaultValue={data.date}
              className={inputClass}
              aria-invalid={invalid('date')}
              aria-describedby={d}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Field id="block-start" label="From" error={errors.start}>
            {(d) => (
              <input
                id="block-start"
                name="start"
                type="time"
                step={900}
                defaultValue="08:00"
                className={inputClass}
                aria-invalid={invalid('start')}
                aria-describedby={d}
              />
            )}
          </Field>
          <Field id="block-end" label="To" error={errors.end}>
            {(d) => (
              <input
                id="block-end"
                name="end"
                type="time"
                step={900}
                defaultValue="12:00"
                className={inputClass}
                aria-invalid={invalid('end')}
                aria-describedby={d}
              />
            )}
          </Field>
        </div>
        <Field id="block-reason" label="Reason (optional)" error={errors.reason}>
          {(d) => (
            <input
              id="block-reason"
              name="reason"
              maxLength={200}
              className={inputClass}
              aria-invalid={invalid('reason')}
              aria-describedby={d}
            />
          )}
        </Field>
        <button type="submit" className={buttonClass}>
          Block Time
        </button>
      </ActionForm>
      {data.blocks.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Blocked time in view">
          {data.blocks.map((b) => (
            <li key={b.id} className="flex items-center justify-between gap-2">
              <span>
                {shortDate(b.date)},{' '}
                {clockLabel(Math.floor(b.startMinute / 60), b.startMinute % 60)}–
                {clockLabel(Math.floor(b.endMinute / 60) % 24, b.endMinute % 60)}
                {b.reason ? ` (${b.reason})` : ''}
              </span>
              <ActionForm intent="schedule-unblock" label="Remove block">
                <input type="hidden" name="id" value={b.id} />
                <button type="submit" className={secondaryButtonClass}>
                  Remove
                </button>
              </ActionForm>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
