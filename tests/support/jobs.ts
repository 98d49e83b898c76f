import { type TestWorker } from './worker'

// The job on a phone (issue 42) in integration tests: the customer's sign-off link of a
// completed job, answered as the customer would from the email.

export async function signoffToken(worker: TestWorker, bookingId: number): Promise<string> {
  const row = await worker.db
    .prepare('SELECT token FROM job_signoffs WHERE booking_id = ?')
    .bind(bookingId)
    .first<{ token: string }>()
  if (!row) throw new Error(`booking ${bookingId} has no sign-off`)
  return row.token
}

export function postSignoff(worker: TestWorker, token: string, fields: Record<string, string>) {
  return worker.fetch(`/signoff/${token}`, {
    method: 'POST',
    headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
}

/** "Looks great", from the customer's link. */
export async function signOff(worker: TestWorker, bookingId: number) {
  const answer = await postSignoff(worker, await signoffToken(worker, bookingId), {
    intent: 'looks-great',
  })
  if (answer.status !== 200) throw new Error(`sign-off answered ${answer.status}`)
  return answer
}
