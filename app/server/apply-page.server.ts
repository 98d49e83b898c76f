import { type AppLoadContext, data } from '@remix-run/cloudflare'
import { EMPTY_VALUES, toFormErrors, valuesFromForm } from '~/lib/application-form'
import { summaryOf } from '~/lib/application-check'
import { type ApplicationActionData, errorBody } from '~/lib/application-page'
import { readApplication } from './apply-input.server'
import { submitApplication } from './apply.server'

/** The typed values of the posted form, when its body could be read at all. */
async function postedValues(copy: Pick<Request, 'formData'>, status: number) {
  if (status === 413 || status === 415) return { values: EMPTY_VALUES, filesDropped: false }
  try {
    const form = await copy.formData()
    const files = form.getAll('uploads').filter((f) => typeof f !== 'string' && f.size > 0)
    return { values: valuesFromForm(form), filesDropped: files.length > 0 }
  } catch {
    return { values: EMPTY_VALUES, filesDropped: false }
  }
}

/**
 * POST /affiliate-onboarding: the page's form (multipart, with or without JavaScript) goes through
 * the same reader and the same submitApplication as POST /api/affiliates/apply. Errors come back
 * with the typed values so the page re-renders with them beside the fields.
 */
export async function handleApplicationPage(context: AppLoadContext, request: Request) {
  // A copy of the body, read only on failure to give the typed values back.
  const copy = request.clone()
  let status: number
  let failure: { error: string; errors: Record<string, string> }
  let headers: Record<string, string> | undefined
  try {
    const { input, images } = await readApplication(request)
    const result = await submitApplication(context, request, input, images)
    if (result.ok) {
      const summary = summaryOf(result.body)
      if (!summary) throw new Error('Application answer without its affiliate')
      return data<ApplicationActionData>({ kind: 'success', summary }, { status: 201 })
    }
    status = result.status
    failure = { error: result.error, errors: result.errors ?? {} }
    headers = result.headers
  } catch (thrown) {
    // The reader answers bad bodies by throwing its JSON 4xx; anything else is a real fault.
    if (!(thrown instanceof Response)) throw thrown
    status = thrown.status
    failure = errorBody(await thrown.json().catch(() => null), 'Application submission failed')
  }
  const { values, filesDropped } = await postedValues(copy, status)
  return data<ApplicationActionData>(
    {
      kind: 'error',
      message: failure.error,
      errors: toFormErrors(failure.errors),
      values,
      filesDropped,
    },
    { status, headers },
  )
}
