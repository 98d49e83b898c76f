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
