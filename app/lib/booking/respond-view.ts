// What the detailer's respond page renders (plain data from its loader).
import { type Overlap } from '~/lib/dashboard/results'

export type RespondState =
  | { state: 'expired' }
  | { state: 'open' | 'answered'; choice: 'confirm' | 'decline'; booking: RespondView }

export interface RespondView {
  reference: string
  status: string
  businessName: string
  service: string
  requested: string
  appointment: string | null
  address: string
  customer: string
  estimate: string
  notes: string | null
  declineReason: string | null
}

/** The email's Confirm was refused: the time overlaps these confirmed appointments. */
export interface RespondClash {
  message: string
  overlaps: Overlap[]
  dashboard: string
}
