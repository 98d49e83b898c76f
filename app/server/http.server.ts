import { type ZodError } from 'zod'
import { fieldErrors } from '~/lib/validation'

/** JSON answer for API routes. */
export function json(body: unknown, init?: number | ResponseInit): Response {
  const responseInit = typeof init === 'number' ? { status: init } : (init ?? {})
  const headers = new Headers(responseInit.headers)
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8')
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
  return new Response(JSON.stringify(body), { ...responseInit, headers })
}

/** API error shape shared by every route: { success: false, error, message }. */
export function jsonError(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  init: ResponseInit = {},
): Response {
  return json({ success: false, error: message, message, ...extra }, { ...init, status })
}

export const MAX_JSON_BYTES = 1_000_000

export function methodNotAllowed(allowed: readonly string[]): Response {
  return jsonError(405, 'Method not allowed', {}, { headers: { Allow: allowed.join(', ') } })
}

/**
 * The request's JSON body validated by `schema`; otherwise throws the 4xx answer
 * (415 wrong content type, 413 too large, 400 malformed JSON or 'Validation failed' with field errors).
 */
export async function readJson<T>(
  request: Request,
  schema: {
    safeParse(data: unknown): { success: true; data: T } | { success: false; error: ZodError }
  },
  { maxBytes = MAX_JSON_BYTES } = {},
): Promise<T> {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!/^application\/json\b/i.test(contentType)) {
    throw jsonError(415, 'Content-Type must be application/json')
  }
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) {
    throw jsonError(413, 'Request body is too large')
  }
  const text = await request.text()
  if (text.length > maxBytes) throw jsonError(413, 'Request body is too large')
  let body: unknown
  try {
    body = text === '' ? {} : JSON.parse(text)
  } catch {
    throw jsonError(400, 'Malformed JSON body')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw jsonError(400, 'Validation failed', { errors: fieldErrors(parsed.error) })
  }
  return parsed.data
}

/** Query-string parameters validated by `schema`; otherwise throws 400 'Validation failed'. */
export function readQuery<T>(
  request: Request,
  schema: {
    safeParse(data: unknown): { success: true; data: T } | { success: false; error: ZodError }
  },
): T {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = schema.safeParse(params)
  if (!parsed.success)
    throw jsonError(400, 'Validation failed', { errors: fieldErrors(parsed.error) })
  return parsed.data
}

/** A positive integer id from a path segment; anything else is a 404 with `notFoundMessage`. */
export function requireId(value: string | undefined, notFoundMessage: string): number {
  const id = value && /^\d{1,15}$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw jsonError(404, notFoundMessage)
  return id
}
