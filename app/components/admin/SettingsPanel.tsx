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
      <section
        aria-labelledby="admin-settings-details"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="admin-settings-details" className="mb-4 text-xl font-semibold">
          Your details
        </h2>
        <ProfileForm
          key={`${name}|${phone ?? ''}`}
          name={name}
          phone={phone}
          email={email}
          action={ACTION}
        />
      </section>
      <section
        aria-labelledby="admin-settings-email"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="admin-settings-email" className="mb-4 text-xl font-semibold">
          Email
        </h2>
        <EmailForm key={`${email}|${notice ?? ''}`} email={email} action={ACTION} />
      </section>
      <section
        aria-labelledby="admin-settings-password"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="admin-settings-password" className="mb-4 text-xl font-semibold">
          Password
        </h2>
        <PasswordForm action={ACTION} />
      </section>
    </div>
  )
}
