import { readLimited } from './body.server'
import { isApiPath, MAX_JSON_BYTES } from './http.server'
import { isBrandUpload } from './brand/brand-upload-kinds.server'

/** Every page form (sign-in, booking, dashboards) fits easily; a real one is a few kilobytes. */
export const MAX_PAGE_FORM_BYTES = 64 * 1024
export const PAGE_TOO_LARGE = 'The form is too large.'
export const API_TOO_LARGE = 'Request body is too large'

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Uploads whose route streams the body under its own cap, answering in its own words: the
 * application (22 MB: three 5 MB photos, spec §9), a customer's review (three 5 MB photos, also
 * §9), a review avatar and the admin's seed form with one (5 MB + 64 KB), a dashboard's logo or
 * gallery photo, a job's photos. Reading them here as well would hold an upload twice in a 128 MB Worker.
 */
function streamedByRoute(pathname: string, upload: string | null, contentType: string): boolean {
  const multipart = /^multipart\/form-data\b/i.test(contentType)
  if (pathname === '/api/affiliates/apply' || pathname === '/affiliate-onboarding') return true
  if (pathname === '/api/avatar/upload') return true
  if (multipart && /^\/review\/[^/]+$/.test(pathname)) return true
  // The Website tab's logo (2 MB) and gallery photo (5 MB): the same test the route makes.
  if (
    multipart &&
    /^\/[^/]+\/dashboard$/.test(pathname) &&
    (isBrandUpload(upload) || upload === 'dispute-evidence')
  )
    return true
  // A job's photos (issue 42): the job screen's form, and the script's one-at-a-time post.
  if (multipart && /^\/[^/]+\/dashboard\/jobs\/\d{1,12}(\/photos)?$/.test(pathname)) return true
  return pathname === '/admin-dashboard' && multipart
}

/**
 * Every request with a body is read here under its route's cap before Remix sees it, so no action
 * can buffer an unbounded body: a declared Content-Length over the cap is refused before reading,
 * a chunked body as soon as it passes the cap (413, nothing read further, nothing changed).
 * Returns the request to hand on (its body now in memory), or the 413.
 */
export async function capBody(request: Request): Promise<Request | Response> {
  if (BODYLESS.has(request.method) || !request.body) return request
  // Single-fetch posts go to `/path.data`; the cap is the page's.
  const url = new URL(request.url)
  const pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/')
  const upload = url.searchParams.get('upload')
  if (streamedByRoute(pathname, upload, request.headers.get('Content-Type') ?? '')) return request
  const api = isApiPath(pathname)
  try {
    const bytes = await readLimited(
      request,
      api ? MAX_JSON_BYTES : MAX_PAGE_FORM_BYTES,
      api ? API_TOO_LARGE : PAGE_TOO_LARGE,
    )
    return new Request(request, { body: bytes })
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    if (api) return thrown
    return new Response(PAGE_TOO_LARGE, {
      status: 413,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
}
