// What the detailer's respond page renders (plain data from its loader).

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
