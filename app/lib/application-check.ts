import { z } from 'zod'
import { type FormValues, toApplicationBody, toFormErrors } from '~/lib/application-form'
import { type ApplicationSummary } from '~/lib/application-page'
import { applicationSchema } from '~/lib/application-schema'
import { applicationProblems } from '~/lib/application-rules'
import { fieldErrors } from '~/lib/validation'

// The zod half of the application page, loaded when the form is first used (not with the page).

export interface FormCheck {
  message: string
  errors: Record<string, string>
}

/**
 * The same checks the server makes (the shared zod schema, then the §5 rules), all at once so every
 * broken field is marked. Null when the form may be sent.
 */
export function checkForm(values: FormValues): FormCheck | null {
  const body = toApplicationBody(values)
  const parsed = applicationSchema.safeParse(body)
  const problems = applicationProblems(parsed.success ? parsed.data : body)
  const errors = {
    ...(parsed.success ? {} : toFormErrors(fieldErrors(parsed.error))),
    ...toFormErrors(problems?.errors ?? {}),
  }
  if (Object.keys(errors).length === 0) return null
  return { message: problems?.error ?? 'Please correct the highlighted fields', errors }
}

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '')
const answerSchema = z.object({
  affiliate: z.object({
    business_name: text,
    city: text,
    state: text,
    categories: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
  }),
})

/** The summary from the apply answer's `affiliate` (the API's 201 body), if it has one. */
export function summaryOf(body: unknown): ApplicationSummary | null {
  const parsed = answerSchema.safeParse(body)
  return parsed.success ? parsed.data.affiliate : null
}
