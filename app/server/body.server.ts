import { jsonError } from './http-error.server'

/**
 * The body's bytes, refusing (413 `tooLarge`) as soon as more than `maxBytes` arrive — also for
 * chunked bodies that declare no length — so an oversized body is never buffered whole.
 */
export async function readLimited(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('Content-Length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw jsonError(413, tooLarge)
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw jsonError(413, tooLarge)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** The body as UTF-8 text, read under the same cap (invalid UTF-8 becomes U+FFFD). */
export async function readLimitedText(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<string> {
  return new TextDecoder().decode(await readLimited(request, maxBytes, tooLarge))
}
