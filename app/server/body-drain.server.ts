/**
 * Past this many unread bytes a refused body is dropped (the runtime then closes the connection,
 * which the sender sees as a reset) instead of read: above the largest body any route accepts
 * (an application, 22 MB), so every refused real form or upload is read to its end.
 */
export const MAX_DRAIN_BYTES = 32 * 1024 * 1024

export interface TrackedRequest {
  /** The request to hand on: the same, its body passed through as the route reads it. */
  request: Request
  /** Reads and discards what the route left unread, up to MAX_DRAIN_BYTES. */
  drain(): Promise<void>
}

/**
 * A route that answers before reading its whole body (413 at a cap, 415, a sign-in redirect)
 * must not leave the rest in the connection: under workerd (`npm start`, wrangler dev) the next
 * request on that kept-alive connection, from anyone, then failed with 503 "worker restarted
 * mid-request". The body is read through a pass-through stream, and whatever the route did not
 * read (or cancelled) is read and discarded before the answer leaves. Draining after the answer,
 * in `waitUntil`, is too late: the connection is already handed back.
 */
export function trackBody(incoming: Request): TrackedRequest {
  if (!incoming.body) return { request: incoming, drain: async () => {} }
  const source = incoming.body.getReader()
  let finished = false
  const passThrough = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await source.read()
        if (done) {
          finished = true
          controller.close()
        } else controller.enqueue(value)
      },
      // A route that stops reading (readLimited at its cap) leaves the rest to drain().
      cancel() {},
    },
    { highWaterMark: 0 },
  )
  return {
    request: new Request(incoming, { body: passThrough }),
    async drain() {
      let read = 0
      while (!finished) {
        if (read > MAX_DRAIN_BYTES) return source.cancel()
        const { done, value } = await source.read()
        if (done) finished = true
        else read += value.byteLength
      }
    },
  }
}
