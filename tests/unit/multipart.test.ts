import { describe, expect, it } from 'vitest'
import { readMultipart } from '~/server/multipart.server'

const TOO_LARGE = 'Too large'

async function refusal(promise: Promise<unknown>): Promise<{ status: number; error: string }> {
  try {
    await promise
  } catch (thrown) {
    if (thrown instanceof Response) {
      const body: { error: string } = await thrown.json()
      return { status: thrown.status, error: body.error }
    }
    throw thrown
  }
  throw new Error('expected a refusal')
}

/** A streamed body with no Content-Length, as a chunked upload arrives. */
function streamed(chunks: number, chunkSize: number, contentType: string): Request {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new Uint8Array(chunkSize))
      else controller.close()
    },
  })
  // Node needs `duplex` for a streamed body; the Workers RequestInit type does not list it.
  const init = { method: 'POST', headers: { 'Content-Type': contentType }, body, duplex: 'half' }
  return new Request('http://localhost/', init)
}

describe('readMultipart', () => {
  it('parses a form within the limit', async () => {
    const form = new FormData()
    form.set('reviewId', '7')
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    expect((await readMultipart(request, 10_000, TOO_LARGE)).get('reviewId')).toBe('7')
  })

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': '20000' },
    })
    expect(await refusal(readMultipart(request, 10_000, TOO_LARGE))).toEqual({
      status: 413,
      error: TOO_LARGE,
    })
  })

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    const request = streamed(1_000, 1_024, 'multipart/form-data; boundary=x')
    expect(await refusal(readMultipart(request, 10_000, TOO_LARGE))).toEqual({
      status: 413,
      error: TOO_LARGE,
    })
  })

  it('refuses other content types with 415', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: '{}' })
    expect(await refusal(readMultipart(request, 10_000, TOO_LARGE))).toMatchObject({ status: 415 })
  })
})
