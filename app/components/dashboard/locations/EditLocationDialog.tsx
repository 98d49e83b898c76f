import { Form, useNavigation } from '@remix-run/react'
import { type ActionResult } from '~/lib/dashboard/action-result'
import type { DashboardArea } from '~/server/dashboard/locations-tab.server'
import { RouteModal } from '../RouteModal'
import { AreaNumbers } from './AreaNumbers'
import { AreaDialogFooter } from './AreaDialogFooter'

interface Props {
  area: DashboardArea
  closeHref: string
  result: ActionResult | null
}

/** Click-to-edit: the area's ZIP, minimum charge and price multiplier. */
export function EditLocationDialog({ area, closeHref, result }: Props) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'area-update'
  return (
    <RouteModal title={`Edit ${area.city}, ${area.state}`} closeHref={closeHref}>
      <Form method="post" preventScrollReset noValidate>
        <input type="hidden" name="intent" value="area-update" />
        <input type="hidden" name="key" value={area.key} />
        <AreaNumbers
          zip={area.zip ?? ''}
          minimum={String(area.minimum)}
          multiplier={String(area.multiplier)}
          errors={result?.errors ?? {}}
        />
        <AreaDialogFooter
          message={result && !result.ok ? result.message : null}
          closeHref={closeHref}
          busy={busy}
          label="Save Location"
          busyLabel="Saving..."
          spaced
        />
      </Form>
    </RouteModal>
  )
}
