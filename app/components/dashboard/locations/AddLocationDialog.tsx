import { Form, useNavigation } from '@remix-run/react'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { RouteModal } from '../RouteModal'
import { AreaNumbers } from './AreaNumbers'
import { PlaceSearch } from './PlaceSearch'
import { AreaDialogFooter } from './AreaDialogFooter'

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
        <AreaDialogFooter
          message={
            result && !result.ok ? `${result.message}${placeError ? `: ${placeError}` : ''}` : null
          }
          closeHref={closeHref}
          busy={busy}
          label="Add Location"
          busyLabel="Adding..."
        />
      </Form>
    </RouteModal>
  )
}
