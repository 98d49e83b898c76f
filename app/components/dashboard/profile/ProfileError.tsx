/** Spec §2/§8 profile error screen, with the log-in hint when the message is about signing in. */
export function ProfileError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-6 text-red-900">
      <h2 className="text-lg font-semibold">Unable to Load Profile</h2>
      <p className="mt-2">{message}</p>
      {/log in/i.test(message) ? (
        <p className="mt-2">Please log in to your account to access your profile information.</p>
      ) : null}
    </div>
  )
}
