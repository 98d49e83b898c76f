import { data } from '@remix-run/cloudflare'

/** What a dashboard form gets back when it did not work: the spec's message and field errors. */
export function failed(
  intent: string,
  status: number,
  message: string,
  errors: Record<string, string> = {},
) {
  return data({ ok: false as const, intent, message, errors }, { status })
}

export function dashboardHref(slug: string, query: string): string {
  return `/${slug}/dashboard${query.startsWith('?') ? query : `?${query}`}`
}

export const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '')

/** The named fields of a form as text (a missing or file field reads as empty), for a schema. */
export const formFields = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((n) => [n, text(form.get(n))]))
