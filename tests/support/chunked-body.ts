import { type TestWorker } from './worker'

export const MB = 1024 * 1024
const CHUNK = 64 * 1024

/**
 * A chunked body (no Content-Length) that would be `total` bytes, `prefix` first, produced only
 * as fast as it is read: `pulled()` tells how much the Worker read before it stopped.
 */
export function chunkedBody(prefix: string, total: number) {
  const encoder = new TextEncoder()
  let sent = 0
  let stopped = false
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total || stopped) return controller.close()
        const chunk = sent === 0 ? encoder.encode(prefix) : new Uint8Array(CHUNK).fill(0x61)
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    },
    { highWaterMark: 0 },
  )
  // Once the answer is in, the rest is not sent: a client still writing into a connection the
  // Worker has closed gets ECONNRESET after the test has its answer.
  return { stream, pulled: () => sent, stop: () => (stopped = true) }
}

/** An answer already read whole: its status and its text (or JSON). */
export interface ReadAnswer {
  status: number
  text: () => Promise<string>
  json: () => Promise<unknown>
}

/**
 * Posts a chunked body; resolves to the answer read whole, or to null when the Worker closed the
 * connection after answering while the client was still sending (seen under load, also while
 * the answer's body was being read): either way it stopped reading, which `pulled()` then shows.
 * Once the answer is in, the rest of the body is not sent.
 */
export async function postChunked(
  worker: TestWorker,
  path: string,
  headers: Record<string, string>,
  body: ReturnType<typeof chunkedBody>,
): Promise<ReadAnswer | null> {
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers,
    body: body.stream,
    duplex: 'half',
  }
  try {
    const res = await worker.fetch(path, init)
    const text = await res.text()
    const answer: ReadAnswer = {
      status: res.status,
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(JSON.parse(text)),
    }
    return answer
  } catch {
    return null
  } finally {
    body.stop()
  }
}
