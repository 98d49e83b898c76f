import { data } from '@remix-run/cloudflare'
import { type BusinessActionResult } from '~/lib/dashboard/results'

const MAX_FORM_BYTES = 32_000

const refuse = (status: number, message: string) =>
  data<BusinessActionResult>({ ok: false, intent: '', message, errors: {} }, { status })

/**
 * The dashboard form's body, or the 4xx answer for anything that is not one (JSON, oversized,
 * malformed): a hostile body must never reach formData() unchecked and become a 500.
 */
export async function readBusinessForm(request: Request) {
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
    return refuse(415, 'Please submit the form.')
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_FORM_BYTES)
    return refuse(413, 'The form is too large.')
  try {
    return await request.formData()
  } catch {
    return refuse(400, 'Please submit the form.')
  }
}
