import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../support/http'
import { complete, pastJob } from '../support/invoices'
import { jobPhotoRows, photographed, postSignoff, signOff, signoffToken } from '../support/jobs'
import { startWorker, type TestWorker } from '../support/worker'

// The review request after the job on a phone (issue 42, decisions 029 and 043), through the
// built Worker: one email at completion (the sign-off), the review request when the job settles
// ("Looks great" or the 24-hour settle, never while "Something's not right" is open), showing the
// job's photos through the customer's own sign-off link and never by a guessable address.

let worker: TestWorker
let owner: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
})
afterAll(() => worker.dispose())

const HOUR = 3_600_000
const REVIEW = "How did JP's Mobile Detailing do?"

const reviewMails = (to: string) => worker.sent.filter((m) => m.to === to && m.subject === REVIEW)
const photographedJob = () => photographed(worker, owner)

describe('the review request', () => {
  it('waits for the sign-off, then shows the job’s photos through the customer’s own link only', async () => {
    const job = await photographedJob()
    await complete(worker, owner, job.id)
    await worker.cron()
    await worker.waitForMail((m) => m.to === job.email && m.subject.endsWith('how does it look?'))
    // One email at completion: the sign-off. The review request waits for the job to settle.
    expect(reviewMails(job.email)).toHaveLength(0)
    await signOff(worker, job.id)
    await worker.cron()
    const [mail] = await worker.waitForMail((m) => m.to === job.email && m.subject === REVIEW)
    const token = await signoffToken(worker, job.id)
    const photos = await jobPhotoRows(worker, job.id)
    const afters = photos.filter((p) => p.phase === 'after')
    // The first two after photos (and two before), each by the sign-off link's 128-bit token.
    for (const [i, p] of afters.slice(0, 2).entries()) {
      expect(mail?.html).toContain(`/signoff/${token}/photos/${p.id}" alt="After ${i + 1}"`)
      expect(mail?.text).toContain(
        `After ${i + 1}: http://localhost/signoff/${token}/photos/${p.id}`,
      )
    }
    expect(mail?.html).not.toContain(`/photos/${afters[2]?.id}"`)
    const urls = [...(mail?.html ?? '').matchAll(/http:\/\/[^"\s]+\/photos\/\d+/g)].map((m) => m[0])
    expect(urls).toHaveLength(4)
    for (const url of urls) {
      expect(new URL(url).pathname).toMatch(new RegExp(`^/signoff/${token}/photos/\\d+$`))
      // Opened without a session (a mail client fetches images without cookies).
      const image = await worker.fetch(new URL(url).pathname)
      expect(image.status).toBe(200)
      expect(image.headers.get('Content-Type')).toMatch(/^image\//)
      expect(image.headers.get('Cache-Control')).toBe('private, no-store')
      await image.arrayBuffer()
    }
    // Never by a guessable address: not the R2 key under /uploads/, not the dashboard's route
    // without the business's session, not another token.
    for (const p of photos) expect(`${mail?.html}${mail?.text}`).not.toContain(p.r2_key)
    const guesses = [
      `/uploads/${photos[0]?.r2_key}`,
      `/jps/dashboard/jobs/${job.id}/photos/${afters[0]?.id}`,
      `/signoff/${'B'.repeat(22)}/photos/${afters[0]?.id}`,
    ]
    for (const path of guesses) {
      const answer = await worker.fetch(path)
      expect(answer.headers.get('Content-Type') ?? '', path).not.toMatch(/^image\//)
      expect([302, 401, 403, 404], path).toContain(answer.status)
      await answer.arrayBuffer()
    }
    // Once: answering again changes nothing.
    const again = await postSignoff(worker, token, { intent: 'looks-great' })
    expect(again.status).toBe(409)
    await again.arrayBuffer()
    await worker.cron()
    expect(reviewMails(job.email)).toHaveLength(1)
  })

  it("is not sent while something's not right; the 24-hour settle sends it once", async () => {
    const paused = await pastJob(worker)
    const silent = await pastJob(worker)
    await complete(worker, owner, paused.id)
    await complete(worker, owner, silent.id)
    const note = await postSignoff(worker, await signoffToken(worker, paused.id), {
      intent: 'not-right',
      body: 'Water spots on the windshield',
    })
    expect(note.status).toBe(200)
    await note.arrayBuffer()
    await worker.cron(new Date(Date.now() + 25 * HOUR))
    await worker.waitForMail((m) => m.to === silent.email && m.subject === REVIEW)
    await worker.cron(new Date(Date.now() + 26 * HOUR))
    expect(reviewMails(silent.email)).toHaveLength(1)
    expect(reviewMails(paused.email)).toHaveLength(0)
    const outbox = await worker.db
      .prepare(
        "SELECT count(*) AS n FROM email_outbox WHERE template = 'review.request' AND json_extract(payload, '$.bookingId') IN (?, ?)",
      )
      .bind(paused.id, silent.id)
      .first<{ n: number }>()
    expect(outbox).toEqual({ n: 1 })
    // Resolved: the customer signs off after all, and the review request follows.
    await signOff(worker, paused.id)
    await worker.cron()
    await worker.waitForMail((m) => m.to === paused.email && m.subject === REVIEW)
    expect(reviewMails(paused.email)).toHaveLength(1)
  })
})
