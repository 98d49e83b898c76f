import { type AppLoadContext } from '@remix-run/cloudflare'
import { platformHosts } from '../tenant.server'

const LOCAL = new Set(['localhost', '127.0.0.1'])

/**
 * The marketplace's origin as seen from this request: '' on the marketplace itself (links stay
 * relative). On a detailer's own hostname, links to other detailers must leave for the
 * marketplace: the local `*.localhost` hosts map to localhost on the same port, real domains to
 * the first non-local entry of PLATFORM_HOSTS.
 */
export function platformOrigin(context: Pick<AppLoadContext, 'env' | 'host'>, request: Request) {
  if (context.host.kind === 'platform') return ''
  const url = new URL(request.url)
  if (url.hostname.endsWith('.localhost')) {
    return `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`
  }
  const host = [...platformHosts(context.env)].find((h) => !LOCAL.has(h))
  return host ? `https://${host}` : ''
}
