import { hhmmIn } from '~/lib/dashboard/format'
import { type BookingItem } from '~/lib/dashboard/tab-data'
import { wallClock } from '~/lib/dashboard/time'
import { DateTimeFields } from './DateTimeFields'
import { ActionForm, secondaryButtonClass, useActionFailure } from './shared'

/** Move a confirmed job to a new date and start; the customer gets the updated invite. */
export function MoveForm({ b, zone }: { b: BookingItem; zone: string }) {
  const failed = useActionFailure('booking-move', b.id)
  const clash = failed?.message.includes('Move again') ?? false
  const date = b.startAt ? wallClock(b.startAt, zone).date : b.preferredDate
  return (
    <ActionForm
      intent="booking-move"
      id={b.id}
      label={`Move ${b.reference}`}
      className="flex flex-wrap items-end gap-2"
    >
      <DateTimeFields
        idPrefix={`move-${b.id}`}
        labels={['New date', 'New start']}
        date={date}
        time={b.startAt ? hhmmIn(b.startAt, zone) : '09:00'}
        errors={failed?.errors}
      />
      {clash ? <input type="hidden" name="force" value="1" /> : null}
      <button type="submit" className={secondaryButtonClass}>
        {clash ? 'Move anyway' : 'Move'}
      </button>
    </ActionForm>
  )
}
