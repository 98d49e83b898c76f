import { type ZodError } from 'zod'
import { fieldErrors, hiddenCharacterPath, hiddenCharactersMessage } from '~/lib/validation'
import { readLimitedText } from './body.server'
import { jsonError } from './http-error.server'

/**
 * Paths that answer JSON to programs rather than pages to people: everything under /api/, plus
 * the SQL console's second address `/admin/query` (spec §7 lists it outside /api).
 */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname === '/admin/query'
}

export { json, jsonError, jsonText } from './http-error.server'

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
  const text = await readLimitedText(request, maxBytes, 'Request body is too large')
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
  refuseHiddenCharacters(body)
  return parsed.data
}

/** The safety net behind every schema: see hiddenCharacterPath. */
function refuseHiddenCharacters(input: unknown) {
  const path = hiddenCharacterPath(input)
  if (path !== null) {
    throw jsonError(400, 'Validation failed', {
      errors: { [path]: hiddenCharactersMessage('Text') },
    })
  }
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
  refuseHiddenCharacters(params)
  return parsed.data
}

/** A positive integer id from a path segment; anything else is a 404 with `notFoundMessage`. */
export function requireId(value: string | undefined, notFoundMessage: string): number {
  const id = value && /^\d{1,15}$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw jsonError(404, notFoundMessage)
  return id
}
