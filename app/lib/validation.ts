import { type ZodError } from 'zod'

/** Field errors as { field: first message }: the shape §7's 400 answers carry. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form'
    errors[key] ??= issue.message
  }
  return errors
}
