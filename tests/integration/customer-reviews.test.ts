import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewToken } from '~/server/customer-reviews/link.server'
import { snapshot } from '../support/db'
import { insertBooking, pageText, postAction } from '../support/dashboard-business'
import { loginAs, multipart } from '../support/http'
import { signOff } from '../support/jobs'
import { startWorker, TEST_SECRETS, type TestWorker } from '../support/worker'

// Reviews from real customers (issue 27, decision 029): the link a completed job's customer gets
// by email, the verified review it leaves, and the rules around it, through the real worker.

let worker: TestWorker
let owner: string
let other: string
let admin: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  other = (await loginAs(worker, 'abc@demo.test')).cookie
  admin = (await loginAs(worker, 'admin@demo.test')).cookie
})
afterAll(() => worker.dispose())

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
const GOOD = { rating: '5', name: 'Pat C.', title: 'Spotless', content: 'The truck looks new.' }

/**
 * A confirmed job of jps that started a minute ago, marked completed through the dashboard and
 * signed off by its customer ("Looks great"), which is when the review request is sent (issue 42).
 */
async function completedJob(email: string, vehicle?: { categoryName: string }): Promise<number> {
  const id = await insertBooking(worker, {
    status: 'confirmed',
    startAt: new Date(Date.now() - 60_000).toISOString(),
    email,
  })
  if (vehicle)
    await worker.db
      .prepare('UPDATE booking_requests SET category_name = ? WHERE id = ?')
      .bind(vehicle.categoryName, id)
      .run()
  const response = await postAction(worker, owner, { intent: 'booking-complete', id })
  expect(response.status).toBe(200)
  await signOff(worker, id)
  return id
}

/** The review link of the email "How did JP's Mobile Detailing do?" sent to `email`. */
async function linkFromEmail(email: string): Promise<string> {
  await worker.cron()
  // The customer also had the sign-off with the job's photos (issue 42): take the review's.
  const [mail] = await worker.waitForMail(
    (m) => m.to === email && m.subject === "How did JP's Mobile Detailing do?",
  )
  expect(mail?.subject).toBe("How did JP's Mobile Detailing do?")
  const match = /\/review\/([A-Za-z0-9._-]+)/.exec(mail?.text ?? '')
  expect(match).not.toBeNull()
  return match?.[1] ?? ''
}

async function submit(
  token: string,
  fields: Record<string, string>,
  photos: Uint8Array<ArrayBuffer>[] = [],
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  for (const p of photos) form.append('photos', new File([p], 'car.png', { type: 'image/png' }))
  const { body, headers } = await multipart(form)
  return worker.fetch(`/review/${token}`, {
    method: 'POST',
    headers: { ...headers, Origin: 'http://localhost' },
    body,
  })
}

async function jpsStats() {
  const row = await worker.db
    .prepare(
      "SELECT review_count AS count, rating_sum AS sum FROM review_stats WHERE type = 'affiliate' AND affiliate_key = 1",
    )
    .first<{ count: number; sum: number }>()
  return row ?? { count: 0, sum: 0 }
}

async function publicReviews() {
  const response = await worker.fetch('/api/reviews?type=affiliate&business_slug=jps&limit=100')
  const body = (await response.json()) as {
    data: Array<{ id: number; is_verified: boolean; reply: string | null; photos: string[] }>
    pagination: { total: number }
  }
  return body
}

/** A submit that worked: redirected to the link's thanks page; answers that page's text. */
async function submitted(
  token: string,
  fields: Record<string, string>,
  photos: Uint8Array<ArrayBuffer>[] = [],
) {
  const response = await submit(token, fields, photos)
  expect(response.status).toBe(302)
  const location = response.headers.get('Location') ?? ''
  expect(location).toBe(`/review/${token}?sent=1`)
  const page = await worker.fetch(location)
  expect(page.status).toBe(200)
  return pageText(page)
}

const reviewOf = (bookingId: number) =>
  worker.db
    .prepare('SELECT * FROM reviews WHERE booking_id = ?')
    .bind(bookingId)
    .first<Record<string, unknown>>()

describe('the review link', () => {
  it('comes by email when a job is marked completed and opens a review page with the category prefilled', async () => {
    await completedJob('open@example.test', { categoryName: 'Ceramic Coating' })
    const token = await linkFromEmail('open@example.test')
    const response = await worker.fetch(`/review/${token}`)
    expect(response.status).toBe(200)
    const html = await pageText(response)
    expect(html).toContain("How did JP's Mobile Detailing do?")
    expect(html).toMatch(/<option value="ceramic" selected/)
    expect(html).toContain('noindex')
  })

  it('publishes a verified website review with its photo at once and updates count and average', async () => {
    const id = await completedJob('happy@example.test')
    const token = await linkFromEmail('happy@example.test')
    const before = await jpsStats()
    const listed = (await publicReviews()).pagination.total
    expect(await submitted(token, { ...GOOD, rating: '4' }, [PNG])).toContain(
      "Your review of JP's Mobile Detailing is published.",
    )
    const review = await reviewOf(id)
    expect(review).toMatchObject({
      status: 'approved',
      is_verified: 1,
      review_source: 'website',
      type: 'affiliate',
      affiliate_id: 1,
      rating: 4,
      reviewer_name: 'Pat C.',
    })
    const photos = JSON.parse(String(review?.photos)) as string[]
    expect(photos).toHaveLength(1)
    expect(await worker.bucket.get(photos[0]?.replace('/uploads/', '') ?? '')).not.toBeNull()
    expect((await worker.fetch(photos[0] ?? '')).status).toBe(200)
    expect(await jpsStats()).toEqual({ count: before.count + 1, sum: before.sum + 4 })
    const after = await publicReviews()
    expect(after.pagination.total).toBe(listed + 1)
    expect(after.data.find((r) => r.id === review?.id)).toMatchObject({
      is_verified: true,
      photos,
      reply: null,
    })
  })

  it('is refused once used, and the second submit changes nothing', async () => {
    await completedJob('twice@example.test')
    const token = await linkFromEmail('twice@example.test')
    await submitted(token, GOOD)
    const before = await snapshot(worker)
    const again = await submit(token, { ...GOOD, content: 'Second try' }, [PNG])
    expect(again.status).toBe(410)
    expect(await pageText(again)).toContain('This review link has already been used.')
    expect(await snapshot(worker)).toEqual(before)
    const page = await worker.fetch(`/review/${token}`)
    expect(page.status).toBe(410)
    expect(await pageText(page)).toContain('This review link has already been used.')
  })

  it('refuses a forged, tampered or expired link, and a job that is not completed', async () => {
    const id = await completedJob('forged@example.test')
    const token = await linkFromEmail('forged@example.test')
    const [, exp, sig] = token.split('.')
    const flipped = `${sig?.slice(0, -1)}${sig?.endsWith('A') ? 'B' : 'A'}`
    const cases: [string, number, string][] = [
      [`${id}.${exp}.${flipped}`, 404, 'This review link is not valid.'],
      [`${id + 1}.${exp}.${sig}`, 404, 'This review link is not valid.'],
      [`${id}.${Number(exp) + 1}.${sig}`, 404, 'This review link is not valid.'],
      ['not-a-token', 404, 'This review link is not valid.'],
      [
        await reviewToken(TEST_SECRETS.SESSION_SECRET, id, new Date(Date.now() - 31 * 86_400_000)),
        410,
        'This review link has expired.',
      ],
    ]
    const pending = await insertBooking(worker, { email: 'notyet@example.test' })
    cases.push([
      await reviewToken(TEST_SECRETS.SESSION_SECRET, pending, new Date()),
      403,
      'Only a completed job can be reviewed.',
    ])
    const before = await snapshot(worker)
    for (const [bad, status, message] of cases) {
      const page = await worker.fetch(`/review/${bad}`)
      expect(page.status).toBe(status)
      expect(await pageText(page)).toContain(message)
      const posted = await submit(bad, GOOD)
      expect(posted.status).toBe(status)
      expect(await pageText(posted)).toContain(message)
    }
    expect(await snapshot(worker)).toEqual(before)
  })

  it('answers bad input with the field message, stores nothing and keeps the link usable', async () => {
    const id = await completedJob('typo@example.test')
    const token = await linkFromEmail('typo@example.test')
    const before = await snapshot(worker)
    const notImage = new TextEncoder().encode('<svg onload=alert(1)>')
    const cases: [Record<string, string>, Uint8Array<ArrayBuffer>[], string][] = [
      [{ ...GOOD, rating: '' }, [], 'Please choose a star rating from 1 to 5'],
      [{ ...GOOD, rating: '6' }, [], 'Please choose a star rating from 1 to 5'],
      [{ ...GOOD, content: '  ' }, [], 'Please fill in all required fields'],
      [{ ...GOOD, title: 'x'.repeat(201) }, [], 'Title must be at most 200 characters'],
      [GOOD, [PNG, PNG, PNG, PNG], 'Maximum 3 images allowed'],
      [GOOD, [notImage], 'Uploads must be images (JPEG, PNG, GIF or WebP)'],
    ]
    for (const [fields, photos, message] of cases) {
      const response = await submit(token, fields, photos)
      expect(response.status).toBe(400)
      expect(await pageText(response)).toContain(message)
    }
    expect(await snapshot(worker)).toEqual(before)
    await submitted(token, GOOD)
    expect(await reviewOf(id)).toMatchObject({ status: 'approved' })
  })

  it('holds a review with a link or a filtered word for the admin, off the public pages and averages', async () => {
    await completedJob('spam@example.test')
    await completedJob('rude@example.test')
    const spam = await linkFromEmail('spam@example.test')
    const rude = await linkFromEmail('rude@example.test')
    const before = await jpsStats()
    expect(
      await submitted(spam, { ...GOOD, content: 'Great! See www.cheap-wax.example' }),
    ).toContain('will appear after a quick check')
    await submitted(rude, { ...GOOD, content: 'What a shitty job' })
    const rows = await worker.db
      .prepare(
        "SELECT id, status, hold_reason FROM reviews WHERE status = 'pending' AND is_verified = 1 ORDER BY id",
      )
      .all<{ id: number; status: string; hold_reason: string }>()
    expect(rows.results.map((r) => r.hold_reason)).toEqual([
      'Contains a link',
      'Contains a filtered word',
    ])
    expect(await jpsStats()).toEqual(before)
    const listed = (await publicReviews()).data.map((r) => r.id)
    for (const r of rows.results) expect(listed).not.toContain(r.id)

    const moderation = await worker.fetch('/admin-dashboard?tab=reviews&rstatus=pending', {
      headers: { Cookie: admin },
    })
    const html = await pageText(moderation)
    expect(html).toContain('Held: Contains a link')
    expect(html).toContain('Held: Contains a filtered word')

    const first = rows.results[0]?.id ?? 0
    const publish = await worker.fetch('/admin-dashboard?tab=reviews', {
      method: 'POST',
      headers: {
        Cookie: admin,
        Origin: 'http://localhost',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'moderate', id: String(first), action: 'approve' }),
    })
    expect(publish.status).toBe(200)
    expect(await jpsStats()).toEqual({ count: before.count + 1, sum: before.sum + 5 })
    expect((await publicReviews()).data.map((r) => r.id)).toContain(first)
  })
})

describe("the detailer's Reviews tab", () => {
  let reviewId = 0
  beforeAll(async () => {
    const id = await completedJob('reply@example.test')
    const token = await linkFromEmail('reply@example.test')
    await submitted(token, { ...GOOD, title: 'Reply to me' })
    reviewId = Number((await reviewOf(id))?.id)
  })
  const post = (cookie: string, fields: Record<string, string | number>, slug = 'jps') =>
    postAction(worker, cookie, fields, { slug, tab: 'reviews' })

  it('lists the business reviews with the Verified mark', async () => {
    const response = await worker.fetch('/jps/dashboard?tab=reviews', {
      headers: { Cookie: owner },
    })
    expect(response.status).toBe(200)
    const html = await pageText(response)
    expect(html).toContain('Reply to me')
    expect(html).toContain('Verified')
  })

  it('publishes one reply, shown in /api/reviews as reply and on the public site', async () => {
    const response = await post(owner, {
      intent: 'review-reply',
      id: reviewId,
      reply: 'Thanks Pat!',
    })
    expect(response.status).toBe(200)
    expect(await pageText(response)).toContain('Reply published.')
    const again = await post(owner, {
      intent: 'review-reply',
      id: reviewId,
      reply: 'Thank you, Pat!',
    })
    expect(again.status).toBe(200)
    const listed = (await publicReviews()).data.find((r) => r.id === reviewId)
    expect(listed?.reply).toBe('Thank you, Pat!')
    const site = await pageText(await worker.fetch('/jps'))
    expect(site).toContain("Response from JP's Mobile Detailing")
    expect(site).toContain('Thank you, Pat!')
  })

  it("refuses a reply to another business's review or an empty one, changing nothing", async () => {
    const before = await snapshot(worker)
    const foreign = await post(other, { intent: 'review-reply', id: reviewId, reply: 'Hi' }, 'abc')
    expect(foreign.status).toBe(404)
    expect(await pageText(foreign)).toContain('Review not found')
    const empty = await post(owner, { intent: 'review-reply', id: reviewId, reply: '  ' })
    expect(empty.status).toBe(400)
    expect(await pageText(empty)).toContain('Please write your reply')
    const long = await post(owner, {
      intent: 'review-reply',
      id: reviewId,
      reply: 'x'.repeat(1001),
    })
    expect(long.status).toBe(400)
    expect(await snapshot(worker)).toEqual(before)
  })

  it('reports a review to the admin with a reason, once, and the admin sees the reason', async () => {
    const before = await snapshot(worker)
    const short = await post(owner, { intent: 'review-report', id: reviewId, reason: 'bad' })
    expect(short.status).toBe(400)
    expect(await pageText(short)).toContain('Please give a reason of 10 to 500 characters')
    const foreign = await post(
      other,
      { intent: 'review-report', id: reviewId, reason: 'Not our customer at all' },
      'abc',
    )
    expect(foreign.status).toBe(404)
    expect(await snapshot(worker)).toEqual(before)

    const reason = 'This customer never booked with us'
    const reported = await post(owner, { intent: 'review-report', id: reviewId, reason })
    expect(reported.status).toBe(200)
    expect(await pageText(reported)).toContain('Review reported to the admin.')
    const twice = await post(owner, { intent: 'review-report', id: reviewId, reason })
    expect(twice.status).toBe(409)
    expect(await pageText(twice)).toContain('This review is already reported to the admin.')

    const moderation = await pageText(
      await worker.fetch('/admin-dashboard?tab=reviews&business=jps', {
        headers: { Cookie: admin },
      }),
    )
    expect(moderation).toContain(`Reported: ${reason}`)

    const dismiss = await worker.fetch('/admin-dashboard?tab=reviews', {
      method: 'POST',
      headers: {
        Cookie: admin,
        Origin: 'http://localhost',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'moderate', id: String(reviewId), action: 'dismiss' }),
    })
    expect(dismiss.status).toBe(200)
    const open = await worker.db
      .prepare(
        'SELECT count(*) AS n FROM review_reports WHERE review_id = ? AND resolved_at IS NULL',
      )
      .bind(reviewId)
      .first<{ n: number }>()
    expect(open?.n).toBe(0)
  })
})
