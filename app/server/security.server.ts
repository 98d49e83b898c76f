import { hasSessionCookie } from './auth/session.server'
import { isApiPath, jsonError } from './http.server'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The host a browser addressed, as Remix's own action check reads it. */
function requestHost(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-Host')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('Host') || new URL(request.url).host
}

/**
 * State changes must come from this origin. Browsers send Origin (and Sec-Fetch-Site) on every
 * POST. Page actions are always checked (Remix would otherwise abort them with a 500); API calls
 * are checked when a session cookie authenticates them, while bearer-token calls carry no
 * ambient credential and pass.
 */
export function crossSiteRejection(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method)) return null
  const isApi = isApiPath(new URL(request.url).pathname)
  if (isApi && (request.headers.has('Authorization') || !hasSessionCookie(request))) return null
  const origin = request.headers.get('Origin')
  let originHost: string | null = null
  if (origin && origin !== 'null') {
    try {
      originHost = new URL(origin).host
    } catch {
      originHost = 'invalid'
    }
  }
  const crossOrigin =
    (origin !== null && originHost !== requestHost(request)) ||
    request.headers.get('Sec-Fetch-Site') === 'cross-site'
  if (!crossOrigin) return null
  return jsonError(403, 'Forbidden', { message: 'Cross-site request refused' })
}

// Google's places service, allowed only when a maps key is configured: its loader script, the
// scripts and images it adds, and the Places API calls it makes (spec §7 places service).
const MAPS_SCRIPTS = ' https://maps.googleapis.com https://maps.gstatic.com'
const MAPS_CONNECT = ' https://maps.googleapis.com https://places.googleapis.com'

export interface PolicyOptions {
  /** GOOGLE_MAPS_API_KEY is set: the location search loads the maps places script. */
  maps?: boolean
  /** STRIPE_SECRET_KEY is set: forms may lead on to Stripe's checkout and onboarding. */
  stripe?: boolean
}

// Booking and the Payments tab post forms whose answer redirects to Stripe's hosted pages.
const STRIPE_FORMS = ' https://checkout.stripe.com https://connect.stripe.com'

export function contentSecurityPolicy(
  nonce: string,
  { maps = false, stripe = false }: PolicyOptions = {},
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${maps ? MAPS_SCRIPTS : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${maps ? MAPS_CONNECT : ''}`,
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${stripe ? STRIPE_FORMS : ''}`,
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Headers every response carries. */
export function withSecurityHeaders(
  response: Response,
  nonce: string,
  options: PolicyOptions = {},
): Response {
  const secured = new Response(response.body, response)
  const h = secured.headers
  h.set('Content-Security-Policy', contentSecurityPolicy(nonce, options))
  h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  h.set('X-Content-Type-Options', 'nosniff')
  // Keeps Origin on same-origin form posts, which Remix's CSRF check relies on.
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  h.set('X-Frame-Options', 'DENY')
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()')
  h.set('Cross-Origin-Opener-Policy', 'same-origin')
  return secured
}
