import { Form, Link, useNavigation } from '@remix-run/react'
import type { SerializedService } from '~/server/services.server'
import { RouteModal } from '../RouteModal'

/** Delete Service confirmation: a real form step, with or without JavaScript. */
export function DeleteServiceDialog({
  service,
  closeHref,
}: {
  service: SerializedService
  closeHref: string
}) {
  const navigation = useNavigation()
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'service-delete'
  return (
    <RouteModal title="Delete Service" closeHref={closeHref}>
      <p>
        Are you sure you want to delete <strong>{service.name}</strong>? This action cannot be
        undone and will remove all service tiers.
      </p>
      <Form method="post" preventScrollReset className="mt-6 flex justify-end gap-2">
        <input type="hidden" name="intent" value="service-delete" />
        <input type="hidden" name="service_id" value={service.id} />
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
          {busy ? 'Deleting...' : 'Delete Service'}
        </button>
      </Form>
    </RouteModal>
  )
}
