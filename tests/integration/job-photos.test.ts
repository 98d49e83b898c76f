import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../support/http'
import { complete, type Job, pastJob, postInvoice } from '../support/invoices'
import {
  jobPhotoRows,
  jpeg,
  postSignoff,
  signoffToken,
  type UploadOptions,
  uploadPhotos,
} from '../support/jobs'
import { startWorker, type TestWorker } from '../support/worker'

// The job on a phone (issue 42, decision 043) through the built Worker: who may see a job's
// photos, photos checked by their bytes and sizes, and the 24-hour settle by the Cron Trigger.

let worker: TestWorker
let owner: string
let other: string
let customer: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  other = (await loginAs(worker, 'abc@demo.test')).cookie
  customer = (await loginAs(worker, 'customer@demo.test')).cookie
})
afterAll(() => worker.dispose())

const HOUR = 3_600_000

const upload = (job: Job, files: Blob[], opts: UploadOptions = {}) =>
  uploadPhotos(worker, job, files, opts)
const photosOf = (bookingId: number) => jobPhotoRows(worker, bookingId)

const signoffOf = (bookingId: number) =>
  worker.db
    .prepare('SELECT state, settled_at FROM job_signoffs WHERE booking_id = ?')
    .bind(bookingId)
    .first<{ state: string; settled_at: string | null }>()

const ledgerKinds = async (bookingId: number) =>
  (
    await worker.db
      .prepare('SELECT kind FROM ledger_entries WHERE booking_id = ? ORDER BY id')
      .bind(bookingId)
      .all<{ kind: string }>()
  ).results.map((r) => r.kind)

describe('a job’s photos', () => {
  it('are stored for the business and shown only to it and to the holder of the customer’s link', async () => {
    const job = await pastJob(worker)
    const stored = await upload(job, [jpeg(300_000), jpeg(2_000_000)], { cookie: owner })
    expect(stored.status).toBe(200)
    expect(await stored.json()).toMatchObject({ ok: true, message: '2 before photos added.' })
    const [photo] = await photosOf(job.id)
    expect(photo).toMatchObject({ phase: 'before', size_bytes: 300_000 })
    const path = `/jps/dashboard/jobs/${job.id}/photos/${photo?.id}`

    const mine = await worker.fetch(path, { headers: { Cookie: owner } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store')
    expect(mine.headers.get('Content-Type')).toBe('image/jpeg')
    await mine.arrayBuffer()

    // Another business, a customer account and a stranger: never the photo.
    for (const cookie of [other, customer, undefined]) {
      const answer = await worker.fetch(path, {
        headers: cookie ? { Cookie: cookie } : {},
        redirect: 'manual',
      })
      expect([302, 403, 404]).toContain(answer.status)
      expect(answer.headers.get('Content-Type') ?? '').not.toContain('image/')
      await answer.arrayBuffer()
    }
    // The other business through its own slug: the job is not its, so it is not found.
    const viaAbc = await worker.fetch(`/abc/dashboard/jobs/${job.id}/photos/${photo?.id}`, {
      headers: { Cookie: other },
    })
    expect(viaAbc.status).toBe(404)
    await viaAbc.arrayBuffer()
    // Another business may not add photos to it either.
    const foreign = await upload(job, [jpeg(300_000)], { cookie: other })
    expect(foreign.status).toBe(403)
    const foreignViaAbc = await upload(job, [jpeg(300_000)], { cookie: other, slug: 'abc' })
    expect(foreignViaAbc.status).toBe(404)
    expect(await photosOf(job.id)).toHaveLength(2)
    // The job screen itself: the owner's, nobody else's.
    expect(
      (await worker.fetch(`/jps/dashboard/jobs/${job.id}`, { headers: { Cookie: owner } })).status,
    ).toBe(200)
    const abcScreen = await worker.fetch(`/abc/dashboard/jobs/${job.id}`, {
      headers: { Cookie: other },
    })
    expect(abcScreen.status).toBe(404)
    await abcScreen.arrayBuffer()

    // Completed: the customer's link opens this job's photos, and only this job's.
    await complete(worker, owner, job.id)
    const token = await signoffToken(worker, job.id)
    const viaLink = await worker.fetch(`/signoff/${token}/photos/${photo?.id}`)
    expect(viaLink.status).toBe(200)
    expect(viaLink.headers.get('Cache-Control')).toBe('private, no-store')
    await viaLink.arrayBuffer()
    const wrongToken = await worker.fetch(`/signoff/${'A'.repeat(22)}/photos/${photo?.id}`)
    expect(wrongToken.status).toBe(404)
    await wrongToken.arrayBuffer()
    const second = await pastJob(worker)
    await upload(second, [jpeg(300_000)], { cookie: owner })
    await complete(worker, owner, second.id)
    const [otherPhoto] = await photosOf(second.id)
    const crossed = await worker.fetch(`/signoff/${token}/photos/${otherPhoto?.id}`)
    expect(crossed.status).toBe(404)
    await crossed.arrayBuffer()
    // The sign-off page on another business's site reads as missing.
    const abcPage = await worker.fetch(`/abc/signoff/${token}`)
    expect(abcPage.status).toBe(404)
    await abcPage.arrayBuffer()
  })

  it("refuses a file that is not an image by its bytes with 'Photos must be JPEG, PNG or WebP images', storing nothing", async () => {
    const job = await pastJob(worker)
    const fake = new Blob([new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')], {
      type: 'image/jpeg',
    })
    const answer = await upload(job, [fake], { cookie: owner })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      ok: false,
      message: 'Photos must be JPEG, PNG or WebP images',
    })
    expect(await photosOf(job.id)).toHaveLength(0)
  })

  it("refuses a photo over 10 MB with 'Photo must be less than 10MB' and a 13th with 'Maximum 12 after photos allowed'", async () => {
    const job = await pastJob(worker)
    const big = await upload(job, [jpeg(10 * 1024 * 1024 + 1)], { cookie: owner, phase: 'after' })
    expect(big.status).toBe(413)
    expect(await big.json()).toMatchObject({ message: 'Photo must be less than 10MB' })
    expect(await photosOf(job.id)).toHaveLength(0)
    const twelve = await upload(
      job,
      Array.from({ length: 12 }, () => jpeg(1_000)),
      {
        cookie: owner,
        phase: 'after',
      },
    )
    expect(twelve.status).toBe(200)
    const thirteenth = await upload(job, [jpeg(1_000)], { cookie: owner, phase: 'after' })
    expect(thirteenth.status).toBe(400)
    expect(await thirteenth.json()).toMatchObject({ message: 'Maximum 12 after photos allowed' })
    expect(await photosOf(job.id)).toHaveLength(12)
    // The before side has its own twelve.
    expect((await upload(job, [jpeg(1_000)], { cookie: owner })).status).toBe(200)
  })

  it("refuses an unknown phase or no file with 'Please choose at least one photo'", async () => {
    const job = await pastJob(worker)
    const none = await upload(job, [], { cookie: owner })
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ message: 'Please choose at least one photo' })
    const phase = await upload(job, [jpeg(1_000)], { cookie: owner, phase: 'during' })
    expect(phase.status).toBe(400)
    await phase.arrayBuffer()
  })
})

describe('the customer’s sign-off', () => {
  it('settles by itself 24 hours after completion (the Cron Trigger), once, and charges a card on file', async () => {
    const job = await pastJob(worker, { saveCard: true })
    await complete(worker, owner, job.id)
    expect((await postInvoice(worker, owner, job.id, { intent: 'send' })).status).toBe(200)
    expect(await signoffOf(job.id)).toEqual({ state: 'awaiting', settled_at: null })
    await worker.cron(new Date(Date.now() + 23 * HOUR))
    expect(await signoffOf(job.id)).toEqual({ state: 'awaiting', settled_at: null })
    expect(await ledgerKinds(job.id)).toEqual(['deposit'])
    await worker.cron(new Date(Date.now() + 25 * HOUR))
    const settled = await signoffOf(job.id)
    expect(settled?.state).toBe('auto')
    expect(settled?.settled_at).not.toBeNull()
    expect(await ledgerKinds(job.id)).toEqual(['deposit', 'balance'])
    // Again: nothing more happens.
    await worker.cron(new Date(Date.now() + 26 * HOUR))
    expect(await signoffOf(job.id)).toEqual(settled)
    expect(await ledgerKinds(job.id)).toEqual(['deposit', 'balance'])
  })

  it("pauses on 'Something's not right' with a thread both sides read, until the customer signs off", async () => {
    const job = await pastJob(worker, { saveCard: true })
    await complete(worker, owner, job.id)
    await postInvoice(worker, owner, job.id, { intent: 'send' })
    const token = await signoffToken(worker, job.id)
    const empty = await postSignoff(worker, token, { intent: 'not-right', body: ' ' })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Please write a message')
    const paused = await postSignoff(worker, token, {
      intent: 'not-right',
      body: 'Streaks on the hood',
    })
    expect(paused.status).toBe(200)
    expect(await signoffOf(job.id)).toMatchObject({ state: 'not_right', settled_at: null })
    await worker.cron(new Date(Date.now() + 25 * HOUR))
    expect(await signoffOf(job.id)).toMatchObject({ state: 'not_right', settled_at: null })
    expect(await ledgerKinds(job.id)).toEqual(['deposit'])
    // The detailer reads it on the job screen and answers there.
    const screen = await (
      await worker.fetch(`/jps/dashboard/jobs/${job.id}`, { headers: { Cookie: owner } })
    ).text()
    expect(screen).toContain('Streaks on the hood')
    const reply = await worker.fetch(`/jps/dashboard/jobs/${job.id}`, {
      method: 'POST',
      headers: {
        Origin: 'http://localhost',
        Cookie: owner,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'reply', body: 'Coming back tomorrow at 9' }).toString(),
    })
    expect(reply.status).toBe(200)
    await reply.arrayBuffer()
    expect(await (await worker.fetch(`/signoff/${token}`)).text()).toContain(
      'Coming back tomorrow at 9',
    )
    const great = await postSignoff(worker, token, { intent: 'looks-great' })
    expect(great.status).toBe(200)
    expect(await signoffOf(job.id)).toMatchObject({ state: 'approved' })
    expect(await ledgerKinds(job.id)).toEqual(['deposit', 'balance'])
    const again = await postSignoff(worker, token, { intent: 'looks-great' })
    expect(again.status).toBe(409)
    await again.arrayBuffer()
    expect(await ledgerKinds(job.id)).toEqual(['deposit', 'balance'])
  })

  it('puts a pair in the gallery only when the customer agreed at booking', async () => {
    const job = await pastJob(worker)
    await upload(job, [jpeg(2_000)], { cookie: owner, phase: 'before' })
    await upload(job, [jpeg(2_000)], { cookie: owner, phase: 'after' })
    const [before, after] = await photosOf(job.id)
    const pair = () =>
      worker.fetch(`/jps/dashboard/jobs/${job.id}`, {
        method: 'POST',
        headers: {
          Origin: 'http://localhost',
          Cookie: owner,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          intent: 'gallery-pair',
          before: String(before?.id),
          after: String(after?.id),
        }).toString(),
      })
    const refused = await pair()
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain(
      'The customer did not agree to their photos in the gallery',
    )
    expect(
      await worker.db
        .prepare(
          'SELECT count(*) AS n FROM job_photos WHERE booking_id = ? AND gallery_url IS NOT NULL',
        )
        .bind(job.id)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 })
  })
})
