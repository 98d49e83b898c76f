import { type TestWorker } from './worker'
import { jpegOfSize } from './jpeg'
import { type Job, pastJob } from './invoices'

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

export interface UploadOptions {
  cookie?: string
  phase?: string
  slug?: string
}

/** Photos as the job screen's script or form sends them (multipart), to a jps job by default. */
export async function uploadPhotos(
  worker: TestWorker,
  job: { id: number },
  files: Blob[],
  opts: UploadOptions = {},
) {
  const form = new FormData()
  form.set('phase', opts.phase ?? 'before')
  files.forEach((f, i) => form.append('photos', f, `photo-${i + 1}.jpg`))
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  return worker.fetch(`/${opts.slug ?? 'jps'}/dashboard/jobs/${job.id}/photos`, {
    method: 'POST',
    headers: {
      Origin: 'http://localhost',
      'Content-Type': encoded.headers.get('Content-Type') ?? '',
      ...(opts.cookie ? { Cookie: opts.cookie } : {}),
    },
    body: await encoded.arrayBuffer(),
  })
}

/** A JPEG of exactly `bytes` bytes (valid magic bytes), as a Blob to upload. */
export const jpeg = (bytes: number) =>
  new Blob([new Uint8Array(jpegOfSize(bytes))], { type: 'image/jpeg' })

/** A job's photo rows, in the order taken. */
export async function jobPhotoRows(worker: TestWorker, bookingId: number) {
  const rows = await worker.db
    .prepare(
      'SELECT id, phase, size_bytes, r2_key, resized_key FROM job_photos WHERE booking_id = ? ORDER BY id',
    )
    .bind(bookingId)
    .all<{
      id: number
      phase: string
      size_bytes: number
      r2_key: string
      resized_key: string | null
    }>()
  return rows.results
}

/** A jps job whose time has passed, with two before and three after photos (sizes tell them apart). */
export async function photographed(
  worker: TestWorker,
  cookie: string,
  opts: Parameters<typeof pastJob>[1] = {},
): Promise<Job> {
  const job = await pastJob(worker, opts)
  const before = await uploadPhotos(worker, job, [jpeg(3_001), jpeg(3_002)], { cookie })
  const after = await uploadPhotos(worker, job, [jpeg(5_001), jpeg(5_002), jpeg(5_003)], {
    cookie,
    phase: 'after',
  })
  if (before.status !== 200 || after.status !== 200)
    throw new Error(`photos: ${before.status} ${after.status}`)
  return job
}
