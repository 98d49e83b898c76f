import { applicationSchema, type ApplicationInput } from '~/lib/application-schema'
import { fieldErrors } from '~/lib/validation'
import { type IncomingImage } from './apply.server'
import { jsonError, readJson } from './http.server'
import { readMultipart } from './multipart.server'

/** Up to 3 images of 5 MB each, base64-inflated, plus the form itself. */
export const MAX_APPLICATION_BYTES = 22 * 1024 * 1024

function decodeDataUrl(url: string): Uint8Array | null {
  const match = url.match(/^data:[^;,]*;base64,([A-Za-z0-9+/=\s]+)$/)
  if (!match?.[1]) return null
  try {
    const binary = atob(match[1].replace(/\s/g, ''))
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    return null
  }
}

function parse(body: unknown): ApplicationInput {
  const parsed = applicationSchema.safeParse(body)
  if (!parsed.success)
    throw jsonError(400, 'Validation failed', { errors: fieldErrors(parsed.error) })
  return parsed.data
}

const checked = (form: FormData, name: string) =>
  ['on', 'true', '1', 'yes'].includes(String(form.get(name) ?? ''))
const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/** A multipart form: either one `payload` JSON field or the form's own fields, plus `uploads` files. */
async function fromMultipart(request: Request) {
  // Read as a stream under the cap: a chunked 40 MB upload is refused at the limit (413).
  const form = await readMultipart(request, MAX_APPLICATION_BYTES, 'Request body is too large')
  const payload = text(form, 'payload')
  let body: unknown
  if (payload !== undefined) {
    try {
      body = JSON.parse(payload)
    } catch {
      throw jsonError(400, 'Malformed JSON body')
    }
  } else {
    body = {
      legal_name: text(form, 'legal_name'),
      primary_contact: text(form, 'primary_contact'),
      phone: text(form, 'phone'),
      email: text(form, 'email'),
      base_location: {
        city: text(form, 'city'),
        state: text(form, 'state'),
        zip: text(form, 'zip'),
      },
      categories: form.getAll('categories').filter((c) => typeof c === 'string'),
      gbp_url: text(form, 'gbp_url'),
      instagram_url: text(form, 'instagram_url'),
      tiktok_url: text(form, 'tiktok_url'),
      facebook_url: text(form, 'facebook_url'),
      youtube_url: text(form, 'youtube_url'),
      website_url: text(form, 'website_url'),
      has_insurance: checked(form, 'has_insurance'),
      accept_terms: checked(form, 'accept_terms'),
      consent_notifications: checked(form, 'consent_notifications'),
      source: text(form, 'source'),
      notes: text(form, 'notes'),
    }
  }
  const files = form.getAll('uploads').filter((f): f is File => typeof f !== 'string' && f.size > 0)
  const images: IncomingImage[] = await Promise.all(
    files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
  )
  return { input: parse(body), images }
}

/** The application from a JSON body (images as data: URLs) or a multipart form (images as files). */
export async function readApplication(
  request: Request,
): Promise<{ input: ApplicationInput; images: IncomingImage[] }> {
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_APPLICATION_BYTES) {
    throw jsonError(413, 'Request body is too large')
  }
  const contentType = request.headers.get('Content-Type') ?? ''
  if (/^multipart\/form-data\b/i.test(contentType)) return fromMultipart(request)
  const input = await readJson(request, applicationSchema, { maxBytes: MAX_APPLICATION_BYTES })
  // Items without a data: URL (e.g. a browser's blob: link) carry no bytes; they still count toward the limit.
  const images = input.uploads.flatMap((u, i) => {
    const bytes = u.url ? decodeDataUrl(u.url) : null
    return bytes ? [{ name: u.name ?? `image-${i + 1}`, bytes }] : []
  })
  if (input.uploads.length > 3)
    throw jsonError(400, 'Maximum 3 images allowed', {
      errors: { uploads: 'Maximum 3 images allowed' },
    })
  return { input, images }
}
