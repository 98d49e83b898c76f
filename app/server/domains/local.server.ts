import { type DomainProvider, type ProviderHostname } from './provider.server'

// A stand-in for Cloudflare for SaaS where no API token is set (local runs, tests). A hostname is
// registered only once its claim's own TXT record was found (issue 37), so the stand-in takes its
// ownership as proven at once; its certificate goes active on the next status check.

const records = (hostname: string, token: string): ProviderHostname['records'] => [
  { type: 'TXT', name: `_cf-custom-hostname.${hostname}`, value: token },
  { type: 'TXT', name: `_acme-challenge.${hostname}`, value: `local-ssl-${token.slice(0, 8)}` },
]

export const localProvider: DomainProvider = {
  name: 'local',
  async create(hostname) {
    const id = `local-${crypto.randomUUID()}`
    return {
      id,
      hostname,
      status: 'active',
      sslStatus: 'pending_validation',
      records: records(hostname, id.slice(6)),
    }
  },
  async get(id, known) {
    const status = 'active'
    const sslStatus = known.status === 'active' ? 'active' : known.sslStatus
    return {
      id,
      hostname: known.hostname,
      status,
      sslStatus,
      records: records(known.hostname, id.slice(6)),
    }
  },
  async remove() {},
}
