import { multipart } from './http'
import { type TestWorker } from './worker'

// A real 1×1 PNG.
export const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)

/** The application form's fields as a browser posts them (checkboxes 'on', categories repeated). */
export const FORM_FIELDS: Record<string, string> = {
  legal_name: 'Gleam Team Detailing LLC',
  primary_contact: 'Riley Stone',
  phone: '(555) 123-4567',
  email: 'riley@gleamteam.test',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  gbp_url: '',
  instagram_url: 'https://instagram.com/gleamteam',
  tiktok_url: '',
  facebook_url: '',
  youtube_url: '',
  website_url: '',
  has_insurance: 'on',
  accept_terms: 'on',
  consent_notifications: 'on',
  source: 'Referral',
  notes: 'Two trucks, water tanks on board.',
}

export interface Upload {
  name: string
  bytes: Uint8Array<ArrayBuffer>
  type?: string
}

/** POSTs the page's form as multipart to /affiliate-onboarding, the way a browser without JavaScript does. */
export async function postApplicationForm(
  worker: TestWorker,
  fields: Record<string, string | undefined>,
  {
    categories = ['Auto Detailing', 'Ceramic Coating'],
    uploads = [] as Upload[],
    ip = '198.51.100.1',
  } = {},
): Promise<{ status: number; html: string }> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, value)
  for (const category of categories) form.append('categories', category)
  for (const u of uploads)
    form.append('uploads', new Blob([u.bytes], { type: u.type ?? 'image/png' }), u.name)
  if (uploads.length === 0) form.append('uploads', new Blob([]), '')
  const { body, headers } = await multipart(form)
  const response = await worker.fetch('/affiliate-onboarding', {
    method: 'POST',
    body,
    headers: { ...headers, Origin: 'http://localhost', 'CF-Connecting-IP': ip },
  })
  return { status: response.status, html: await response.text() }
}

/** The opening tag of the element with this id in server-rendered HTML. */
export function tagWithId(html: string, id: string): string {
  return html.match(new RegExp(`<(?:input|select|textarea)[^>]*\\bid="${id}"[^>]*>`))?.[0] ?? ''
}
