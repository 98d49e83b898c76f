import { type FormValues } from '~/lib/application-form'

/** What the success screen shows (spec §2): business, city, state and the chosen services. */
export interface ApplicationSummary {
  business_name: string
  city: string
  state: string
  categories: string[]
}

/** The page action's answer, rendered by the same page with or without JavaScript. */
export type ApplicationActionData =
  | { kind: 'success'; summary: ApplicationSummary }
  | {
      kind: 'error'
      message: string
      errors: Record<string, string>
      values: FormValues
      /** Images were sent but not kept: the browser cannot re-fill a file input. */
      filesDropped: boolean
    }

/** `error` and `errors` of an error answer ({ success: false, error, errors }), whatever came back. */
export function errorBody(
  body: unknown,
  fallback: string,
): { error: string; errors: Record<string, string> } {
  const record = typeof body === 'object' && body !== null ? body : {}
  const error = 'error' in record && typeof record.error === 'string' ? record.error : null
  const errors: Record<string, string> = {}
  if ('errors' in record && typeof record.errors === 'object' && record.errors !== null) {
    for (const [k, v] of Object.entries(record.errors)) if (typeof v === 'string') errors[k] = v
  }
  return { error: error ?? fallback, errors }
}
