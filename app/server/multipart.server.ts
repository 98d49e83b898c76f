import { readLimited } from './body.server'
import { jsonError } from './http.server'

/** Room for the multipart boundaries, part headers and small text fields around one file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

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
