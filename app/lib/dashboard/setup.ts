// The setup checklist an approved business finishes before it goes live (issue 40).

export type SetupStepKey = 'services' | 'areas' | 'hours' | 'profile' | 'payouts'

export interface SetupStep {
  key: SetupStepKey
  label: string
  done: boolean
  /** A step Go live does not wait for (payouts: only needed to take a deposit), with why. */
  optional?: string
  /** The dashboard tab where the step is done. */
  href: string
}

export interface SetupChecklist {
  /** When the business went live; null while its site says "Opening soon". */
  liveAt: string | null
  steps: SetupStep[]
}

export const GO_LIVE_NOT_READY = 'Finish every step of the setup checklist before going live.'
export const GO_LIVE_DONE = 'Your business is live: it now shows in search, and customers can book.'

/** Every step Go live waits for is done (an optional one may be left). */
export function setupComplete(checklist: SetupChecklist): boolean {
  return checklist.steps.every((s) => s.done || s.optional)
}
