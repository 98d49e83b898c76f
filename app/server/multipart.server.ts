import { jsonError } from './http.server'

/** Room for the multipart boundaries, part headers and small text fields around one file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** The body's bytes, refusing (413) as soon as more than `maxBytes` arrive. */
async function readLimited(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<Uint8Array<ArrayBuffer>> {
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

/**
 * A multipart/form-data body parsed into FormData, or the 4xx answer: 415 for another content
 * type, 413 (`tooLarge`) when the declared or actual size passes `maxBytes` (checked before and
 * while reading, so an oversized upload is never buffered whole), 400 when it does not parse.
 */
export async function readMultipart(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<FormData> {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw jsonError(415, 'Content-Type must be multipart/form-data')
  }
  const declared = Number(request.headers.get('Content-Length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw jsonError(413, tooLarge)
  const bytes = await readLimited(request, maxBytes, tooLarge)
  try {
    return await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData()
  } catch {
    throw jsonError(400, 'Malformed multipart body')
  }
}

/** Text fields of a form as a plain object (files are left out), ready for a zod schema. */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const name of names) {
    const value = form.get(name)
    if (typeof value === 'string') fields[name] = value
  }
  return fields
}
