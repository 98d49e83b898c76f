// The API's answer shapes, apart from http.server so the body readers can use them too.

/** JSON answer for API routes. */
export function json(body: unknown, init?: number | ResponseInit): Response {
  return jsonText(JSON.stringify(body), init)
}

/** A JSON answer already serialised (a precomputed one, decision 017). */
export function jsonText(body: string, init?: number | ResponseInit): Response {
  const responseInit = typeof init === 'number' ? { status: init } : (init ?? {})
  const headers = new Headers(responseInit.headers)
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8')
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
  return new Response(body, { ...responseInit, headers })
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
