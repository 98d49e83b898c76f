import { clockLabel, shortDate } from '~/lib/dashboard/format'
import { type ScheduleTab } from '~/lib/dashboard/tab-data'
import { Field, fieldsFrom } from '~/components/forms'
import { ActionForm, buttonClass, secondaryButtonClass, useActionResult } from './shared'
import { Panel } from './Panel'

const QUARTER_HOURS = { type: 'time', step: 900 } as const

/** Block Time: a range of one day the public booking form stops offering. */
export function BlockTimeForm({ data }: { data: ScheduleTab }) {
  const result = useActionResult(['schedule-block'])
  const field = fieldsFrom(result && !result.ok ? result.errors : {}, 'block')
  return (
    <Panel id="block-time" titleId="block-time-title" title="Block Time">
      <ActionForm intent="schedule-block" label="Block Time" className="space-y-2">
        <Field
          label="Date"
          meta={field('date')}
          inputProps={{ type: 'date', defaultValue: data.date }}
        />
        <div className="grid grid-cols-2 gap-2">
          <Field
            label="From"
            meta={field('start')}
            inputProps={{ ...QUARTER_HOURS, defaultValue: '08:00' }}
          />
          <Field
            label="To"
            meta={field('end')}
            inputProps={{ ...QUARTER_HOURS, defaultValue: '12:00' }}
          />
        </div>
        <Field label="Reason (optional)" meta={field('reason')} inputProps={{ maxLength: 200 }} />
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
              <ActionForm intent="schedule-unblock" id={b.id} label="Remove block">
                <button type="submit" className={secondaryButtonClass}>
                  Remove
                </button>
              </ActionForm>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  )
}
