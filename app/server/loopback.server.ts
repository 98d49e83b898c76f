// Development-only routes (the fake forecast, the local cron trigger) answer only a request to a
// loopback host, which no deployed Worker receives: elsewhere they are a plain 404.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

export function isLoopbackRequest(request: Request): boolean {
  return LOOPBACK.has(new URL(request.url).hostname)
}
