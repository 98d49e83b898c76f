/** What a dashboard form action answers when it does not redirect (spec §8 messages). */
export interface ActionResult {
  ok: boolean
  intent: string
  message: string
  errors?: Record<string, string>
  /** Profile saves: the fields that were sent. */
  saved?: string[]
}

/** The result when it answers this form's intent, else null. */
export function resultFor(result: ActionResult | null | undefined, intent: string) {
  return result && result.intent === intent ? result : null
}
