import { z, type ZodError } from 'zod'
import { US_STATES } from './us-states'

/** Field errors as { field: first message }: the shape §7's 400 answers carry. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form'
    errors[key] ??= issue.message
  }
  return errors
}

// Characters no person types on purpose and that change how stored text looks or reads: C0 and
// C1 controls and DEL (tab and line breaks are judged per field below), the soft hyphen,
// zero-width characters and direction marks, bidi embeddings/overrides/isolates, invisible
// operators, Hangul fillers, line/paragraph separators and the byte-order mark. Stored, they hide
// or reverse what an admin or a customer later sees (a city of "\u202e<script>"), or blank out an
// email's text.
const HIDDEN =
  /[\p{Cc}\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/u
const TAB_AND_LINE_BREAKS = /[\t\n\r]/g
// The zero-width joiner also glues emoji together (👨‍👩‍👧): allowed between two pictographs only.
const EMOJI_JOIN =
  /(\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu

/** True when `value` holds a control or invisible character (tab and line breaks unless `multiline`). */
export function hasHiddenCharacters(value: string, { multiline = false } = {}): boolean {
  const text = value.replace(EMOJI_JOIN, '$1')
  return HIDDEN.test(multiline ? text.replace(TAB_AND_LINE_BREAKS, '') : text)
}

export const hiddenCharactersMessage = (label: string) =>
  `${label} cannot contain control or invisible characters`

/** For `.superRefine`: a one-line text field (a name, a city, a subject). */
export const plainLine =
  (label: string) =>
  (value: string, ctx: z.RefinementCtx): void => {
    if (hasHiddenCharacters(value))
      ctx.addIssue({ code: 'custom', message: hiddenCharactersMessage(label) })
  }

/** For `.superRefine`: free text where line breaks and tabs are fine (notes, reasons, reviews). */
export const plainText =
  (label: string) =>
  (value: string, ctx: z.RefinementCtx): void => {
    if (hasHiddenCharacters(value, { multiline: true }))
      ctx.addIssue({ code: 'custom', message: hiddenCharactersMessage(label) })
  }

export const STATE_REQUIRED = 'State is required'
export const STATE_MESSAGE = 'State must be a 2-letter code (e.g., CA, NY)'
export const STATE_UNKNOWN = 'State must be a US state code (e.g., CA, NY)'

/** A US state, DC or Puerto Rico as its postal code, upper-cased: "QQ" is two letters, not a state. */
export const usStateSchema = z
  .string({ required_error: STATE_REQUIRED, invalid_type_error: STATE_REQUIRED })
  .trim()
  .min(1, STATE_REQUIRED)
  .regex(/^[A-Za-z]{2}$/, STATE_MESSAGE)
  .transform((s) => s.toUpperCase())
  .refine((s) => Object.hasOwn(US_STATES, s), STATE_UNKNOWN)

export function isUsState(value: string): boolean {
  return Object.hasOwn(US_STATES, value.trim().toUpperCase())
}

/**
 * The path of the first string anywhere in a parsed JSON body that holds hidden characters: the
 * API's safety net, so a field a schema forgot still cannot store them (line breaks are left to
 * the schemas). Walks with its own stack: a hostile body may nest thousands of levels deep.
 */
export function hiddenCharacterPath(body: unknown): string | null {
  const stack: Array<[unknown, string]> = [[body, '']]
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, path] = item
    if (typeof value === 'string') {
      if (hasHiddenCharacters(value, { multiline: true })) return path || 'form'
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        stack.push([child, path ? `${path}.${key}` : key])
    }
  }
  return null
}
