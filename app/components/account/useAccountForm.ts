import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { useNavigation } from '@remix-run/react'
import { type z } from 'zod'

/**
 * An account settings form's state: conform checks it with the server's own schema (on blur, then
 * as the person types), and `busy` while this form's `intent` is being posted.
 */
export function useAccountForm<Schema extends z.ZodTypeAny>({
  id,
  intent,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string
  intent: string
  schema: Schema
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: DefaultValue<z.input<Schema>>
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  return { busy, form, fields }
}
