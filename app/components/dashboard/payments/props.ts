import { type ActionResult } from '~/lib/dashboard/action-result'
import type { PaymentsTabData } from '~/server/payments/payments-tab.server'

/** What each card of the payments tab is given: the tab's data and the last form's answer. */
export interface PaymentsCardProps {
  data: PaymentsTabData
  result: ActionResult | null
}

/** A stored number in hundredths (cents, basis points) as its box shows it: empty for none. */
export const hundredthsInput = (n: number) => (n > 0 ? (n / 100).toFixed(2) : '')
