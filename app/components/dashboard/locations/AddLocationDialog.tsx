import { Form, Link, useNavigation } from '@remix-run/react'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { RouteModal } from '../RouteModal'
import { AreaNumbers } from './AreaNumbers'
import { PlaceSearch } from './PlaceSearch'

interface Props {
  closeHref: string
  result: ActionResult | null
}

/** Add Service Location: place search, then an optional ZIP, minimum and multiplier. */
export function AddLocationDialog({ closeHref, result }: Props) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'area-add'
  const errors = result?.errors ?? {}
  const placeError = errors.city ?? errors.state
  return (
    <RouteModal title="Add Service Location" closeHref={closeHref}>
      <Form method="post" preventScrollReset noValidate className="space-y-4">
        <input type="hidden" name="intent" value="area-add" />
        <PlaceSearch error={placeError} />
        <AreaNumbers zip="" minimum="0" multiplier="1" errors={errors} />
        {result && !result.ok ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {result.message}
            {placeError ? `: ${placeError}` : ''}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
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
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            {busy ? 'Adding...' : 'Add Location'}
          </button>
        </div>
      </Form>
    </RouteModal>
  )
}
