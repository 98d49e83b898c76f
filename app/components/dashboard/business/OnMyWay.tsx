import { type Appointment } from '~/lib/dashboard/tab-data'
import { ActionForm, secondaryButtonClass } from './shared'

/** Today's confirmed job: tell the customer the detailer is on the way (text, else email). */
export function OnMyWay({ a }: { a: Appointment }) {
  return (
    <ActionForm
      intent="booking-on-my-way"
      id={a.id}
      label={`On my way to ${a.customerName}`}
      className="mt-1"
    >
      <button type="submit" className={secondaryButtonClass}>
        On my way
      </button>
    </ActionForm>
  )
}
