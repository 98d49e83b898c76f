import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_NOT_IMAGE, UPLOAD_TOO_LARGE } from '~/lib/application-rules'
import { MAX_PHOTOS_MESSAGE } from '~/lib/customer-review'
import { reviewToken } from '~/server/customer-reviews/link.server'
import { snapshot } from '../support/db'
import { insertBooking, pageText } from '../support/dashboard-business'
import { multipart } from '../support/http'
import { jpegOfSize } from '../support/jpeg'
import { pngOfSize } from '../support/png'
import { startWorker, TEST_SECRETS, type TestWorker } from '../support/worker'

// Issue 37: /review/{token} was missing from the streamed routes, so the 64 KB page cap refused a
// normal 200 KB photo ("The form is too large."). Review photos now go up to their documented
// limits (spec §9: 3 photos, 5 MB each, JPEG, PNG, GIF or WebP by their bytes), tested with real
// files of those sizes.

const MB = 1024 * 1024
let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const GOOD = { rating: '5', name: 'Pat C.', title: 'Spotless', content: 'The truck looks new.' }
let jobs = 0

/** A completed job of jps and the review link its customer was sent. */
async function reviewLink(): Promise<{ token: string; bookingId: number }> {
  jobs += 1
  const bookingId = await insertBooking(worker, {
    status: 'completed',
    startAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    email: `photos${jobs}@example.test`,
  })
  return { token: await reviewToken(TEST_SECRETS.SESSION_SECRET, bookingId, new Date()), bookingId }
}

async function submit(token: string, files: { bytes: Buffer; name: string; type: string }[]) {
  const form = new FormData()
  for (const [k, v] of Object.entries(GOOD)) form.set(k, v)
  for (const f of files) form.append('photos', new File([new Uint8Array(f.bytes)], f.name, { type: f.type }))
  const { body, headers } = await multipart(form)
  return worker.fetch(`/review/${token}`, {
    method: 'POST',
    headers: { ...headers, Origin: 'http://localhost' },
    body,
  })
}

const jpeg = (bytes: number, name = 'car.jpg') => ({
  bytes: jpegOfSize(bytes),
  name,
  type: 'image/jpeg',
})
const png = (bytes: number, name = 'car.png') => ({
  bytes: pngOfSize(bytes),
  name,
  type: 'image/png',
})

async function storedPhotos(bookingId: number): Promise<string[]> {
  const row = await worker.db
    .prepare('SELECT photos FROM reviews WHERE booking_id = ?')
    .bind(bookingId)
    .first<{ photos: string | null }>()
  return row?.photos ? (JSON.parse(row.photos) as string[]) : []
}

describe('review photos up to their documented limits', () => {
  it('publishes a review with a normal 200 KB JPEG photo (the probe’s request)', async () => {
    const { token, bookingId } = await reviewLink()
    const photo = jpeg(200 * 1024)
    const res = await submit(token, [photo])
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/review/${token}?sent=1`)
    const [url] = await storedPhotos(bookingId)
    const served = await worker.fetch(url ?? '')
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/jpeg')
    expect(Buffer.from(await served.arrayBuffer()).equals(photo.bytes)).toBe(true)
  })

  it('takes three photos of exactly 5 MB each (PNG, JPEG, PNG)', async () => {
    const { token, bookingId } = await reviewLink()
    const res = await submit(token, [png(5 * MB, 'a.png'), jpeg(5 * MB), png(5 * MB, 'c.png')])
    expect(res.status).toBe(302)
    const photos = await storedPhotos(bookingId)
    expect(photos).toHaveLength(3)
    const sizes = await Promise.all(
      photos.map(async (url) => (await worker.bucket.head(url.replace('/uploads/', '')))?.size),
    )
    expect(sizes).toEqual([5 * MB, 5 * MB, 5 * MB])
  })

  it.each([
    ['a photo one byte over 5 MB', () => [jpeg(5 * MB + 1)], UPLOAD_TOO_LARGE],
    [
      'a text file named like a photo',
      () => [{ bytes: Buffer.from('x'.repeat(200 * 1024)), name: 'car.jpg', type: 'image/jpeg' }],
      UPLOAD_NOT_IMAGE,
    ],
    [
      'a PNG whose first byte is wrong',
      () => [
        {
          name: 'car.png',
          type: 'image/png',
          bytes: Buffer.concat([Buffer.from([0]), pngOfSize(200 * 1024).subarray(1)]),
        },
      ],
      UPLOAD_NOT_IMAGE,
    ],
    [
      'four photos',
      () => [jpeg(100_000), jpeg(100_000), png(100_000), png(100_000)],
      MAX_PHOTOS_MESSAGE,
    ],
  ])('refuses %s with 400 in the form’s words and stores nothing', async (_, files, message) => {
    const { token } = await reviewLink()
    const before = await snapshot(worker)
    const objects = (await worker.bucket.list()).objects.length
    const res = await submit(token, files())
    expect(res.status).toBe(400)
    expect(await pageText(res)).toContain(message)
    expect(await snapshot(worker)).toEqual(before)
    expect((await worker.bucket.list()).objects.length).toBe(objects)
  })

  it('refuses a body past three photos’ worth with 413 before storing anything', async () => {
    const { token } = await reviewLink()
    const before = await snapshot(worker)
    const res = await submit(token, [jpeg(5 * MB), jpeg(5 * MB), jpeg(5 * MB), jpeg(200 * 1024)])
    expect(res.status).toBe(413)
    expect(await pageText(res)).toContain('Request body is too large')
    expect(await snapshot(worker)).toEqual(before)
  })
})
