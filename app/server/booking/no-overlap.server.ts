// The database refuses a confirmed appointment that overlaps another (migration 0013, decision
// 018). Every path that confirms or moves a job runs its write and maps that refusal to a 409
// here, instead of checking first and writing after (two requests could both pass the check).

/** The message the no-overlap triggers abort with; D1 wraps it in its own error text. */
const OVERLAP_ABORT = 'booking_overlap'

/** The app's words for the refusal, shared by the dashboard and the email's Confirm. */
export const OVERLAP_MESSAGE = 'This time overlaps another confirmed appointment.'

export function isOverlapAbort(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message.includes(OVERLAP_ABORT)) return true
  }
  return false
}

/**
 * Runs a write; a no-overlap refusal comes back as { overlap: true } (nothing was written: D1
 * rolls the whole batch back), any other error is thrown on.
 */
export async function refusingOverlap<T>(
  write: () => Promise<T>,
): Promise<{ overlap: true } | { overlap: false; value: T }> {
  try {
    return { overlap: false, value: await write() }
  } catch (error) {
    if (isOverlapAbort(error)) return { overlap: true }
    throw error
  }
}
