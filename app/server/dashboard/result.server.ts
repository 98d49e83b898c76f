import { type AppLoadContext, data } from '@remix-run/cloudflare'
import { type Tenant } from '../tenant.server'

/** What a dashboard form gets back when it did not work: the spec's message and field errors. */
export function failed(
  intent: string,
  status: number,
  message: string,
  errors: Record<string, string> = {},
) {
  return data({ ok: false as const, intent, message, errors }, { status })
}

/** A dashboard form's handler, as the intent tables hold them. */
export type TabAction = (context: AppLoadContext, tenant: Tenant, form: FormData) => unknown

/**
 * The handler a form's intent names in a table of them, or null: only the table's own keys count,
 * so an intent such as 'constructor' is unknown, like any other name the table lacks.
 */
export function handlerOf<H>(table: Readonly<Record<string, H>>, intent: string): H | null {
  return Object.hasOwn(table, intent) ? (table[intent] ?? null) : null
}

export function dashboardHref(slug: string, query: string): string {
  return `/${slug}/dashboard${query.startsWith('?') ? query : `?${query}`}`
}

export const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '')

/** The named fields of a form as text (a missing or file field reads as empty), for a schema. */
export const formFields = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((n) => [n, text(form.get(n))]))
