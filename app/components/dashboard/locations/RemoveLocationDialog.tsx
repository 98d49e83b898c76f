import { type ActionResult } from '~/lib/dashboard/action-result'
import type { DashboardArea } from '~/server/dashboard/locations-tab.server'
import { DeleteConfirmForm } from '../DeleteConfirmForm'
import { RouteModal } from '../RouteModal'

interface Props {
  area: DashboardArea
  closeHref: string
  result: ActionResult | null
}

export function RemoveLocationDialog({ area, closeHref, result }: Props) {
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
      <DeleteConfirmForm
        intent="area-delete"
        fields={{ key: area.key }}
        closeHref={closeHref}
        label="Delete Location"
      />
    </RouteModal>
  )
}
