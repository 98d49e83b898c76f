import { type ReactNode } from 'react'
import { EmailForm } from '~/components/account/EmailForm'
import { PasswordForm } from '~/components/account/PasswordForm'
import { ProfileForm } from '~/components/account/ProfileForm'

/** The customers' settings action; `from=admin` shows a refused form there with its errors. */
const ACTION = '/account/settings?from=admin'

interface Props {
  name: string
  phone: string | null
  email: string
  notice: string | null
}

/** The admin's own details, email and password: the customers' forms, posting to /account/settings. */
export function SettingsPanel({ name, phone, email, notice }: Props) {
  return (
    <div className="max-w-xl space-y-6">
      {notice ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      ) : null}
      <SettingsSection id="details" title="Your details">
        <ProfileForm
          key={`${name}|${phone ?? ''}`}
          name={name}
          phone={phone}
          email={email}
          action={ACTION}
        />
      </SettingsSection>
      <SettingsSection id="email" title="Email">
        <EmailForm key={`${email}|${notice ?? ''}`} email={email} action={ACTION} />
      </SettingsSection>
      <SettingsSection id="password" title="Password">
        <PasswordForm action={ACTION} />
      </SettingsSection>
    </div>
  )
}

/** One of the panel's cards, named by its heading for screen readers. */
function SettingsSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`admin-settings-${id}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`admin-settings-${id}`} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
