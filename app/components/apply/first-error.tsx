import { createContext, useContext } from 'react'
import { DETAIL_FIELDS } from '~/lib/application-form'

/** The form's controls in page order, as named in errors. */
const FIELD_ORDER = [
  ...DETAIL_FIELDS,
  'uploads',
  'accept_terms',
  'consent_notifications',
  'source',
  'notes',
] as const

export function firstErrorField(errors: Record<string, string>): string | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null
}

/**
 * The field the server's answer found wrong first. Rendered as `autofocus` so that, without
 * JavaScript too, the page opens with focus on it (with JavaScript an effect moves focus instead).
 */
export const FirstErrorContext = createContext<string | null>(null)

export const useAutoFocus = (name: string) => useContext(FirstErrorContext) === name
