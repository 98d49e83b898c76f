import { Agent, request } from 'node:http'

// Requests into workerd over kept-alive connections, the way a browser or a proxy sends them.
// Miniflare's dispatchFetch goes through undici's fetch and opens a new connection for every
// request; across the suite's tens of thousands of requests that cost more CPU than many of the
// answers themselves (an empty SQL round trip: 9.4 ms through Miniflare's proxy, 3.1 ms here;
// /api/health: 10.2 ms, 7.3 ms here).

const NULL_BODY = new Set([101, 103, 204, 205, 304])

/** `send` is fetch-shaped: it sends `target` (the URL the Worker sees) to workerd at `runtime`. */
export function workerdClient(runtime: Promise<URL>) {
  const agent = new Agent({ keepAlive: true })
  async function send(target: URL, init: RequestInit, extra: Record<string, string> = {}) {
    const { hostname, port } = await runtime
    // The Request does what fetch would to the body and its headers (form encoding, text types).
    const normalized = new Request(target, init)
    const body = normalized.body === null ? undefined : Buffer.from(await normalized.arrayBuffer())
    const headers: Record<string, string> = { ...extra }
    normalized.headers.forEach((value, name) => (headers[name] = value))
    // Miniflare's entry worker takes the request's URL from this header, as dispatchFetch sends it.
    headers['mf-original-url'] = target.href
    headers['mf-disable-pretty-error'] = 'true'
    if (body) headers['content-length'] = String(body.byteLength)
    const attempt = (again: boolean) =>
      new Promise<Response>((resolve, reject) => {
        let answered = false
        const outgoing = request(
          {
            hostname,
            port,
            path: target.pathname + target.search,
            method: normalized.method,
            headers,
            agent: again ? false : agent,
          },
          (incoming) => {
            answered = true
            const chunks: Buffer[] = []
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
            incoming.on('error', reject)
            incoming.on('end', () => {
              const answer = new Headers()
              for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2)
                answer.append(incoming.rawHeaders[i] ?? '', incoming.rawHeaders[i + 1] ?? '')
              const status = incoming.statusCode ?? 502
              // An uncaught error in the Worker: thrown here with its stack, as dispatchFetch does.
              if (status === 500 && incoming.headers['mf-experimental-error-stack'] !== undefined)
                return reject(new Error(`The Worker threw: ${Buffer.concat(chunks).toString()}`))
              const empty = NULL_BODY.has(status) || normalized.method === 'HEAD'
              resolve(
                new Response(empty ? null : Buffer.concat(chunks), {
                  status,
                  statusText: incoming.statusMessage ?? '',
                  headers: answer,
                }),
              )
            })
          },
        )
        // workerd closes a kept-alive connection after a few idle seconds (decision 047), and a
        // request that goes out on it in that instant is lost before any answer: seen here on the
        // request after one that ran for seconds. It is sent once more, buffered as it is, on a
        // fresh connection, as Node's documentation advises for this race and as the patched
        // wrangler proxy does for the browser's requests.
        outgoing.on('error', (error) => {
          // Only a request with no answer yet: one that failed mid-answer was received.
          if (!again && !answered) resolve(attempt(true))
          else reject(error)
        })
        outgoing.end(body)
      })
    return attempt(false)
  }
  return { send, close: () => agent.destroy() }
}
