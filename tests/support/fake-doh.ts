import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'

// A local stand-in for a DNS-over-HTTPS resolver's JSON API (cloudflare-dns.com/dns-query): the
// TXT records a test publishes, answered as the resolver does (quoted strings, type 16; status 3
// for a name with none). Given to the worker as DNS_OVER_HTTPS_URL.

export interface FakeDoh {
  url: string
  /** Publishes a TXT record, as the hostname's owner does at its DNS provider. */
  publish(name: string, value: string): void
  /** The names asked about, in order. */
  asked: string[]
  close(): Promise<void>
}

export async function startFakeDoh(): Promise<FakeDoh> {
  const records = new Map<string, string[]>()
  const asked: string[] = []
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const name = url.searchParams.get('name') ?? ''
    asked.push(name)
    const values = records.get(name) ?? []
    res.writeHead(200, { 'Content-Type': 'application/dns-json' })
    res.end(
      JSON.stringify({
        Status: values.length ? 0 : 3,
        Question: [{ name, type: 16 }],
        Answer: values.map((v) => ({ name, type: 16, TTL: 300, data: `"${v}"` })),
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/dns-query`,
    publish: (name, value) => records.set(name, [...(records.get(name) ?? []), value]),
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
