// Where a sign-in goes back to: the page it started on (a detailer's site, a booking), so signing
// in on /jps does not land on the marketplace home. Only a path on the same site is accepted.

const MAX = 500
// Pages that make no sense to return to after signing in.
const NOT_AFTER_SIGN_IN = /^\/(login|logout|set-password|reset-password|forgot-password)\b/

/** A same-site path (`/jps?x=1`) to return to, or null for anything else (`//evil`, `https:`). */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // Control characters and backslashes could be read as another host by some browsers.
  for (const ch of value) {
    const code = ch.charCodeAt(0)
    if (code < 32 || code === 127 || ch === '\\') return null
  }
  if (NOT_AFTER_SIGN_IN.test(value)) return null
  return value
}

/** The /login link that comes back to `path` (the no-JavaScript sign-in). */
export function loginHref(path: string, mode?: 'signup'): string {
  const q = new URLSearchParams()
  if (mode) q.set('mode', mode)
  const back = safeReturnTo(path)
  if (back && back !== '/') q.set('returnTo', back)
  const query = q.toString()
  return query ? `/login?${query}` : '/login'
}
