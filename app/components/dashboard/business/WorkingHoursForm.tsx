import {
  DEFAULT_WORKING_HOURS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type WorkingHours,
} from '~/lib/booking/working-hours'
import { CheckboxField, ErrorList, Field, fieldsFrom, inputClass } from '~/components/forms'
import { ActionForm, buttonClass, useActionResult } from './shared'
import { Panel } from './Panel'

/** One day's opening or closing time, in quarter hours; the day's one error line describes it. */
function TimeInput(props: {
  name: string
  label: string
  invalid: boolean
  errorId: string | undefined
  value: string | undefined
}) {
  return (
    <input
      type="time"
      step={900}
      name={props.name}
      aria-label={props.label}
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={props.errorId}
      defaultValue={props.value}
      className={`${inputClass} mt-0 min-w-0 px-1 py-1 text-sm`}
    />
  )
}

/** A day's two times, as posted (`mon_start`) and as read out ("Monday opens"). */
const EDGES = [
  ['start', 'opens'],
  ['end', 'closes'],
] as const

/** A number rule beside the hours: the posted name, the saved value and the bounds allowed. */
interface Rule {
  name: string
  key: 'bufferMinutes' | 'travelMinutes' | 'horizonDays' | 'noticeHours' | 'maxConcurrent'
  label: string
  hint?: string
  min: number
  max: number
}

const RULES: readonly Rule[] = [
  { name: 'buffer_minutes', key: 'bufferMinutes', label: 'Buffer (min)', min: 0, max: 240 },
  {
    name: 'travel_minutes',
    key: 'travelMinutes',
    label: 'Travel (min)',
    min: 0,
    max: 240,
    hint: 'Between areas',
  },
  { name: 'horizon_days', key: 'horizonDays', label: 'Book ahead (days)', min: 1, max: 365 },
  { name: 'notice_hours', key: 'noticeHours', label: 'Notice (hours)', min: 0, max: 336 },
  {
    name: 'max_concurrent',
    key: 'maxConcurrent',
    label: 'Jobs at once',
    min: 1,
    max: 10,
    hint: '2 with a second van',
  },
]

/**
 * Schedule → Working hours: which days and hours the booking form offers live slots in, and the
 * rules around them (buffer, travel, horizon, notice, jobs at once, auto-confirm).
 */
export function WorkingHoursForm({ hours }: { hours: WorkingHours | null }) {
  const result = useActionResult(['hours-save'])
  const errors = result && !result.ok ? result.errors : {}
  const field = fieldsFrom(errors, 'hours')
  const h = hours ?? DEFAULT_WORKING_HOURS
  return (
    <Panel
      id="working-hours"
      titleId="working-hours-title"
      title="Working hours"
      intro={
        hours
          ? 'Customers pick a free time from these hours.'
          : 'Not set yet: customers ask for a date and a time window. Save to offer live times.'
      }
    >
      <ActionForm intent="hours-save" label="Working hours" className="space-y-3">
        <fieldset>
          <legend className="sr-only">Days and hours</legend>
          <ul className="space-y-2">
            {WEEKDAYS.map((d, i) => {
              const day = h.week[i] ?? DEFAULT_WORKING_HOURS.week[0]
              const name = WEEKDAY_LABELS[d]
              const error = errors[`${d}_start`] ?? errors[`${d}_end`]
              return (
                <li key={d}>
                  <div className="grid grid-cols-2 items-center gap-x-2 gap-y-1">
                    <CheckboxField
                      label={name}
                      className="col-span-2"
                      inputProps={{ id: `hours-${d}-on`, name: `${d}_on`, defaultChecked: day?.on }}
                    />
                    {EDGES.map(([edge, word]) => (
                      <TimeInput
                        key={edge}
                        name={`${d}_${edge}`}
                        label={`${name} ${word}`}
                        invalid={Boolean(errors[`${d}_${edge}`])}
                        errorId={error ? `hours-${d}-error` : undefined}
                        value={day?.[edge]}
                      />
                    ))}
                  </div>
                  <ErrorList id={`hours-${d}-error`} errors={error} />
                </li>
              )
            })}
          </ul>
        </fieldset>
        <div className="grid grid-cols-2 gap-2">
          {RULES.map(({ name, key, label, hint, min, max }) => (
            <Field
              key={name}
              label={label}
              hint={hint}
              meta={field(name)}
              inputProps={{ type: 'number', min, max, defaultValue: h[key] }}
            />
          ))}
        </div>
        <CheckboxField
          label="Confirm requests for a free time at once"
          inputProps={{
            id: 'hours-auto-confirm',
            name: 'auto_confirm',
            defaultChecked: h.autoConfirm,
          }}
        />
        <button type="submit" className={buttonClass}>
          Save working hours
        </button>
      </ActionForm>
    </Panel>
  )
}
