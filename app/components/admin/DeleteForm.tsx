import { Form, useNavigation } from '@remix-run/react'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { DialogButtons } from './DialogButtons'

type Target = NonNullable<Extract<DashboardData, { tab: 'users' }>['dialogTarget']>

/** The confirmation spec §2 asks for: it cannot be undone and removes the service areas. */
export function DeleteForm({ target, closeHref }: { target: Target; closeHref: string }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete'
  return (
    <Form method="post" className="mt-4 space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={target.id} />
      <p>
        Delete <span className="font-semibold">&ldquo;{target.businessName}&rdquo;</span>
        {target.slug ? ` (${target.slug})` : ''}? This cannot be undone. It removes the business
        with its service areas, services, reviews, quotes and bookings
        {target.ownerUserId ? "; its owner's account stays, as a customer." : '.'}
      </p>
      <DialogButtons
        closeHref={closeHref}
        busy={busy}
        label="Delete Affiliate"
        busyLabel="Deleting..."
        danger
      />
    </Form>
  )
}
