import { hhmmIn } from '~/lib/dashboard/format'
import { type BookingItem } from '~/lib/dashboard/tab-data'
import { wallClock } from '~/lib/dashboard/time'
import { Field } from '~/components/forms'
import { ActionForm, secondaryButtonClass, useActionResult } from './shared'

/** Move a confirmed job to a new date and start; the customer gets the updated invite. */
export function MoveForm({ b, zone }: { b: BookingItem; zone: string }) {
  const result = useActionResult(['booking-move'], b.id)
  const failed = result && !result.ok ? result : null
  const clash = failed?.message.includes('Move again') ?? false
  const date = b.startAt ? wallClock(b.startAt, zone).date : b.preferredDate
  return (
    <ActionForm
      intent="booking-move"
      id={b.id}
      label={`Move ${b.reference}`}
      className="flex flex-wrap items-end gap-2"
    >
      <Field
        label="New date"
        errors={failed?.errors.date}
        inputProps={{ id: `move-${b.id}-date`, type: 'date', name: 'date', defaultValue: date }}
      />
      <Field
        label="New start"
        errors={failed?.errors.time}
        inputProps={{
          id: `move-${b.id}-time`,
          type: 'time',
          name: 'time',
          step: 900,
          defaultValue: b.startAt ? hhmmIn(b.startAt, zone) : '09:00',
        }}
      />
      {clash ? <input type="hidden" name="force" value="1" /> : null}
      <button type="submit" className={secondaryButtonClass}>
        {clash ? 'Move anyway' : 'Move'}
      </button>
    </ActionForm>
  )
}
