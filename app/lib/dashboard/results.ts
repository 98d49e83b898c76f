// What a business action answers: the page shows `message` (and field errors next to fields).

export interface Overlap {
  reference: string
  customer: string
  /** 'Mon, Nov 23, 10:00 AM – 12:00 PM' in the business's zone. */
  when: string
}

export type BusinessActionResult =
  | { ok: true; intent: string; message: string }
  | {
      ok: false
      intent: string
      message: string
      errors: Record<string, string>
      /** Set when confirming would double-book: the form asks to confirm again. */
      overlaps?: Overlap[]
      /** The id the failed action was about, so the page shows the error next to it. */
      targetId?: number
    }
