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
                    <TimeInput
                      name={`${d}_start`}
                      label={`${name} opens`}
                      invalid={Boolean(errors[`${d}_start`])}
                      errorId={error ? `hours-${d}-error` : undefined}
                      value={day?.start}
                    />
                    <TimeInput
                      name={`${d}_end`}
                      label={`${name} closes`}
                      invalid={Boolean(errors[`${d}_end`])}
                      errorId={error ? `hours-${d}-error` : undefined}
                      value={day?.end}
                    />
                  </div>
                  <ErrorList id={`hours-${d}-error`} errors={error} />
                </li>
              )
            })}
          </ul>
        </fieldset>
        <div className="grid grid-cols-2 gap-2">
          <Field
            label="Buffer (min)"
            meta={field('buffer_minutes')}
            inputProps={{ type: 'number', min: 0, max: 240, defaultValue: h.bufferMinutes }}
          />
          <Field
            label="Travel (min)"
            hint="Between areas"
            meta={field('travel_minutes')}
            inputProps={{ type: 'number', min: 0, max: 240, defaultValue: h.travelMinutes }}
          />
          <Field
            label="Book ahead (days)"
            meta={field('horizon_days')}
            inputProps={{ type: 'number', min: 1, max: 365, defaultValue: h.horizonDays }}
          />
          <Field
            label="Notice (hours)"
            meta={field('notice_hours')}
            inputProps={{ type: 'number', min: 0, max: 336, defaultValue: h.noticeHours }}
          />
          <Field
            label="Jobs at once"
            hint="2 with a second van"
            meta={field('max_concurrent')}
            inputProps={{ type: 'number', min: 1, max: 10, defaultValue: h.maxConcurrent }}
          />
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
