import { type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { Field, FormError, PhoneField, SubmitButton } from '~/components/forms'
import { formatPhone } from '~/lib/application-rules'
import { profileSettingsSchema } from '~/lib/account/settings-schema'
import { AccountForm } from './AccountForm'
import { useAccountForm } from './useAccountForm'

interface Props {
  name: string
  phone: string | null
  email: string
  lastResult?: SubmissionResult<string[]> | null
  /** Where the form posts (the admin's Settings tab posts to /account/settings). */
  action?: string
}

/** Name and phone; the email is the sign-in name and is shown, not changed, here. */
export function ProfileForm({ name, phone, email, lastResult, action }: Props) {
  const { busy, form, fields } = useAccountForm({
    id: 'settings-profile',
    intent: 'profile',
    schema: profileSettingsSchema,
    lastResult,
    defaultValue: { name, phone: phone ? formatPhone(phone) : '' },
  })
  const [phoneValue, setPhoneValue] = useState(phone ? formatPhone(phone) : '')
  return (
    <AccountForm form={form} action={action} intent="profile">
      <p className="text-sm text-slate-700">
        Email: <span className="font-medium text-slate-900">{email}</span>
      </p>
      <Field
        label="Name"
        meta={fields.name}
        inputProps={{
          defaultValue: fields.name.initialValue,
          autoComplete: 'name',
          required: true,
          maxLength: 100,
        }}
      />
      <PhoneField
        label="Phone (optional)"
        value={phoneValue}
        onValue={setPhoneValue}
        errors={fields.phone.errors?.[0]}
        inputProps={{ id: fields.phone.id, name: fields.phone.name }}
      />
      <FormError message={form.errors?.[0]} />
      <SubmitButton busy={busy} busyLabel="Saving…">
        Save details
      </SubmitButton>
    </AccountForm>
  )
}
