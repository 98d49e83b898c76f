import type { SerializedService } from '~/server/services.server'
import { DeleteConfirmForm } from '../DeleteConfirmForm'
import { RouteModal } from '../RouteModal'

/** Delete Service confirmation: a real form step, with or without JavaScript. */
export function DeleteServiceDialog({
  service,
  closeHref,
}: {
  service: SerializedService
  closeHref: string
}) {
  return (
    <RouteModal title="Delete Service" closeHref={closeHref}>
      <p>
        Are you sure you want to delete <strong>{service.name}</strong>? This action cannot be
        undone and will remove all service tiers.
      </p>
      <DeleteConfirmForm
        intent="service-delete"
        fields={{ service_id: service.id }}
        closeHref={closeHref}
        label="Delete Service"
      />
    </RouteModal>
  )
}
