import { Form, Link, useNavigation } from '@remix-run/react'
import { type ActionResult } from '~/lib/dashboard/action-result'
import type { DashboardArea } from '~/server/dashboard/locations-tab.server'
import { RouteModal } from '../RouteModal'

interface Props {
  area: DashboardArea
  closeHref: string
  result: ActionResult | null
}

export function RemoveLocationDialog({ area, closeHref, result }: Props) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'area-delete'
  return (
    <RouteModal title="Delete Service Location" closeHref={closeHref}>
      <p>
        Remove{' '}
        <strong>
          {area.city}, {area.state}
        </strong>{' '}
        from your service areas? Customers there will no longer find you.
        {area.primary ? ' Another area becomes your primary one.' : ''}
      </p>
      {result && !result.ok ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Failed to remove location: {result.message}
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="mt-6 flex justify-end gap-2">
        <input type="hidden" name="intent" value="area-delete" />
        <input type="hidden" name="key" value={area.key} />
        <Link
          to={closeHref}
          preventScrollReset
          className="rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-slate-300"
        >
          Cancel
        </Link>
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          {busy ? 'Deleting...' : 'Delete Location'}
        </button>
      </Form>
    </RouteModal>
  )
}
