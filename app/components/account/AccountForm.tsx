import { Form } from '@remix-run/react'
import { type FormEvent, type ReactNode } from 'react'

/**
 * One of the account settings forms: it posts its `intent` to `action` (the admin's Settings tab
 * posts to /account/settings), and conform checks it in the browser instead of the browser's own
 * validation.
 */
export function AccountForm({
  form,
  action,
  intent,
  children,
}: {
  form: { id: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void }
  action?: string
  intent: string
  children: ReactNode
}) {
  return (
    <Form
      method="post"
      action={action}
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  )
}
