import { Form, useNavigation } from '@remix-run/react'
import { type ReactNode } from 'react'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { DialogButtons } from './DialogButtons'

/** The application or business an Approve, Reject or Delete dialog acts on. */
export type DialogTarget = NonNullable<Extract<DashboardData, { tab: 'users' }>['dialogTarget']>

export interface TargetFormProps {
  target: DialogTarget
  errors: Record<string, string>
  closeHref: string
}

/**
 * A dialog's form for one target: posts its intent with the target's id, and ends with Cancel
 * and the submit button, which says when this intent is on its way.
 */
export function TargetForm({
  intent,
  target,
  closeHref,
  submit,
  children,
}: {
  intent: string
  target: DialogTarget
  closeHref: string
  submit: { label: string; busyLabel: string; danger?: boolean }
  children: ReactNode
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  return (
    <Form method="post" className="mt-4 space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={target.id} />
      {children}
      <DialogButtons closeHref={closeHref} busy={busy} {...submit} />
    </Form>
  )
}

/** Whose application it is, above the dialog's fields. */
export function TargetLine({ target }: { target: DialogTarget }) {
  return (
    <p className="text-sm text-slate-600">
      <span className="font-semibold text-slate-900">{target.businessName}</span> — {target.owner}
    </p>
  )
}
