import { z } from 'zod'
import { type DnsRecord } from '~/lib/brand/types'
import { type DomainProvider, type ProviderHostname } from './provider.server'

// Cloudflare for SaaS custom hostnames (POST/GET/DELETE /zones/{zone}/custom_hostnames[/{id}]),
// read with a schema: only what we use, and an answer of another shape is an error, not a guess.

const answerSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ code: z.number().optional(), message: z.string() })).default([]),
  result: z.unknown(),
})

const txt = z.object({ txt_name: z.string().optional(), txt_value: z.string().optional() })

const hostnameSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  status: z.string(),
  ownership_verification: z
    .object({ type: z.string(), name: z.string(), value: z.string() })
    .optional(),
  ssl: txt.extend({ status: z.string(), validation_records: z.array(txt).optional() }).optional(),
})

export class CloudflareError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function toHostname(result: z.infer<typeof hostnameSchema>): ProviderHostname {
  const records: DnsRecord[] = []
  const own = result.ownership_verification
  if (own && own.type === 'txt') records.push({ type: 'TXT', name: own.name, value: own.value })
  const ssl = result.ssl
  for (const r of [ssl, ...(ssl?.validation_records ?? [])]) {
    if (r?.txt_name && r.txt_value && !records.some((x) => x.name === r.txt_name))
      records.push({ type: 'TXT', name: r.txt_name, value: r.txt_value })
  }
  return {
    id: result.id,
    hostname: result.hostname,
    status: result.status,
    sslStatus: ssl?.status ?? 'pending_validation',
    records,
  }
}

export function cloudflareProvider(config: {
  token: string
  zoneId: string
  base: string
}): DomainProvider {
  const url = (path = '') =>
    `${config.base}/zones/${encodeURIComponent(config.zoneId)}/custom_hostnames${path}`
  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(url(path), {
      method,
      headers: {
        Authorization: `Bearer ${config.token}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    const parsed = answerSchema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new CloudflareError(502, `Cloudflare answered ${response.status}`)
    if (!response.ok || !parsed.data.success) {
      const message =
        parsed.data.errors.map((e) => e.message).join('; ') || `HTTP ${response.status}`
      throw new CloudflareError(response.status, message)
    }
    return parsed.data.result
  }
  return {
    name: 'cloudflare',
    async create(hostname) {
      // TXT validation: the detailer can add every record at once, before pointing the CNAME.
      const result = await call('POST', '', { hostname, ssl: { method: 'txt', type: 'dv' } })
      return toHostname(hostnameSchema.parse(result))
    },
    async get(id) {
      try {
        return toHostname(hostnameSchema.parse(await call('GET', `/${encodeURIComponent(id)}`)))
      } catch (error) {
        if (error instanceof CloudflareError && error.status === 404) return null
        throw error
      }
    },
    async remove(id) {
      try {
        await call('DELETE', `/${encodeURIComponent(id)}`)
      } catch (error) {
        if (!(error instanceof CloudflareError && error.status === 404)) throw error
      }
    },
  }
}
