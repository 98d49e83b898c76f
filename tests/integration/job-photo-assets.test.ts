import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_MESSAGES } from '~/lib/jobs/limits'
import { asAdmin } from '../support/admin'
import { loginAs, multipart } from '../support/http'
import { complete, type Job, pastJob, postSignedIn } from '../support/invoices'
import { jobPhotoRows, jpeg, photographed, uploadPhotos } from '../support/jobs'
import { startWorker, type TestWorker } from '../support/worker'

// A job's photos as assets (issue 42, decision 043), through the built Worker: a dispute's
// evidence starts with them, and they leave R2 when their records go (a photo removed, a business
// deleted), except while an open dispute may still need them. The review request's photos:
// review-after-signoff.test.ts.

let worker: TestWorker
let owner: string
let other: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  other = (await loginAs(worker, 'abc@demo.test')).cookie
})
afterAll(() => worker.dispose())

const JPS = 1
const DISPUTED_CARD = '4000 0000 0000 0259'

const photographedJob = (opts: { card?: string } = {}) => photographed(worker, owner, opts)

/** The job screen's plain form (no JavaScript), as `cookie`, on `slug`'s dashboard. */
const postJob = (job: Job, fields: Record<string, string>, cookie = owner, slug = 'jps') =>
  postSignedIn(worker, cookie, `/${slug}/dashboard/jobs/${job.id}`, fields)

const keysUnder = async (prefix: string) =>
  (await worker.bucket.list({ prefix })).objects.map((o) => o.key).sort()

const keysOf = (rows: { r2_key: string; resized_key: string | null }[]) =>
  rows.flatMap((r) => (r.resized_key ? [r.r2_key, r.resized_key] : [r.r2_key])).sort()

async function bytesOf(key: string) {
  const object = await worker.bucket.get(key)
  return object ? new Uint8Array(await object.arrayBuffer()) : null
}

async function disputeOf(reference: string) {
  const row = await worker.db
    .prepare('SELECT id, status, evidence_files FROM disputes WHERE booking_reference = ?')
    .bind(reference)
    .first<{ id: string; status: string; evidence_files: string }>()
  if (!row) throw new Error(`no dispute for ${reference}`)
  return { ...row, files: JSON.parse(row.evidence_files) as string[] }
}

/** The Money tab's evidence form, with the detailer's own photos. */
async function sendEvidence(disputeId: string, text: string, photos: Blob[] = []) {
  const form = new FormData()
  form.set('intent', 'dispute-evidence')
  form.set('dispute_id', disputeId)
  form.set('text', text)
  photos.forEach((p, i) => form.append('photos', p, `own-${i + 1}.jpg`))
  const { body, headers } = await multipart(form)
  const answer = await worker.fetch('/jps/dashboard?tab=money&upload=dispute-evidence', {
    method: 'POST',
    headers: { ...headers, Cookie: owner, Origin: 'http://localhost' },
    body,
  })
  expect(answer.status).toBeLessThan(400)
  await answer.arrayBuffer()
}

describe('a dispute', () => {
  it('sends the job’s first before and last after photo as its first evidence, and keeps the job’s photos while it is open', async () => {
    const job = await photographedJob({ card: DISPUTED_CARD })
    await complete(worker, owner, job.id)
    const dispute = await disputeOf(job.reference)
    // Text that decides nothing: the dispute stays open (under review).
    await sendEvidence(dispute.id, 'Photos of the finished car attached', [jpeg(7_001)])
    const sent = await disputeOf(job.reference)
    expect(sent.status).toBe('under_review')
    expect(sent.files).toHaveLength(3)
    const photos = await jobPhotoRows(worker, job.id)
    const firstBefore = photos.find((p) => p.phase === 'before')
    const lastAfter = photos.filter((p) => p.phase === 'after').at(-1)
    const shown = (p: typeof firstBefore) => p?.resized_key ?? p?.r2_key ?? ''
    expect(await bytesOf(sent.files[0] ?? '')).toEqual(await bytesOf(shown(firstBefore)))
    expect(await bytesOf(sent.files[1] ?? '')).toEqual(await bytesOf(shown(lastAfter)))
    expect((await bytesOf(sent.files[2] ?? ''))?.byteLength).toBe(7_001)

    // Open: its job's photos are kept, rows and objects.
    const kept = await keysUnder(`job/${JPS}/${job.id}/`)
    const refused = await postJob(job, { intent: 'remove-photo', photo: String(firstBefore?.id) })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain(JOB_MESSAGES.photoInDispute)
    expect(await jobPhotoRows(worker, job.id)).toHaveLength(5)
    expect(await keysUnder(`job/${JPS}/${job.id}/`)).toEqual(kept)
  })
})

describe('removing a photo', () => {
  it('takes it and its resized copy out of R2; another business cannot remove it', async () => {
    const job = await pastJob(worker)
    await uploadPhotos(worker, job, [jpeg(2_001), jpeg(2_002)], { cookie: owner })
    const [first, second] = await jobPhotoRows(worker, job.id)
    const prefix = `job/${JPS}/${job.id}/`
    expect(await keysUnder(prefix)).toEqual(keysOf([first!, second!]))

    const viaAbc = await postJob(
      job,
      { intent: 'remove-photo', photo: String(first?.id) },
      other,
      'abc',
    )
    expect(viaAbc.status).toBe(404)
    await viaAbc.arrayBuffer()
    const asAbc = await postJob(job, { intent: 'remove-photo', photo: String(first?.id) }, other)
    // The page guard sends another business's owner away (a redirect), changing nothing.
    expect([302, 403]).toContain(asAbc.status)
    await asAbc.arrayBuffer()
    const unknown = await postJob(job, { intent: 'remove-photo', photo: '999999' })
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain(JOB_MESSAGES.photoNotFound)
    const bad = await postJob(job, { intent: 'remove-photo', photo: 'first' })
    expect(bad.status).toBe(400)
    await bad.arrayBuffer()
    expect(await keysUnder(prefix)).toEqual(keysOf([first!, second!]))

    const removed = await postJob(job, { intent: 'remove-photo', photo: String(first?.id) })
    expect(removed.status).toBe(200)
    expect(await removed.text()).toContain('Photo removed.')
    expect((await jobPhotoRows(worker, job.id)).map((p) => p.id)).toEqual([second?.id])
    expect(await keysUnder(prefix)).toEqual(keysOf([second!]))
  })
})

// Last: it deletes jps.
describe('deleting a business', () => {
  it('takes all its job photos and decided disputes’ evidence out of R2; an open dispute’s evidence stays', async () => {
    await photographedJob()
    const decided = await photographedJob({ card: DISPUTED_CARD })
    await complete(worker, owner, decided.id)
    await sendEvidence((await disputeOf(decided.reference)).id, 'winning_evidence')
    const won = await disputeOf(decided.reference)
    expect(won.status).toBe('won')
    const open = await photographedJob({ card: DISPUTED_CARD })
    await complete(worker, owner, open.id)
    await sendEvidence((await disputeOf(open.reference)).id, 'Before and after attached')
    const pending = await disputeOf(open.reference)
    expect(pending.status).toBe('under_review')
    expect(won.files.length).toBeGreaterThan(0)
    expect(pending.files.length).toBeGreaterThan(0)
    expect((await keysUnder(`job/${JPS}/`)).length).toBeGreaterThan(10)
    // Another business's photo is not touched.
    await worker.bucket.put(
      'job/2/424242/theirs.jpg',
      new Uint8Array(await jpeg(1_000).arrayBuffer()),
    )

    const { send } = await asAdmin(worker)
    const deleted = await send('DELETE', `/api/admin/affiliates/${JPS}`)
    expect(deleted.status).toBe(200)
    await deleted.arrayBuffer()
    // Removed after the response (waitUntil): wait until the prefix is empty.
    const deadline = Date.now() + 30_000
    while ((await keysUnder(`job/${JPS}/`)).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await keysUnder(`job/${JPS}/`)).toEqual([])
    for (const key of won.files) expect(await worker.bucket.head(key), key).toBeNull()
    for (const key of pending.files) expect(await worker.bucket.head(key), key).not.toBeNull()
    expect(await worker.bucket.head('job/2/424242/theirs.jpg')).not.toBeNull()
    const rows = await worker.db
      .prepare('SELECT count(*) AS n FROM job_photos WHERE affiliate_id = ?')
      .bind(JPS)
      .first<{ n: number }>()
    expect(rows).toEqual({ n: 0 })
  })
})
