import { Form, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { Field, TextareaField } from '~/components/forms'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { type ServicesSelection } from '~/lib/dashboard/services-nav'
import type { SerializedService } from '~/server/services.server'
import { DialogActions } from '../DialogActions'
import { RouteModal } from '../RouteModal'
import { useHydrated } from '../useHydrated'
import { StaticTierFields } from './StaticTierFields'
import { TierEditor } from './TierEditor'

interface Props {
  selection: ServicesSelection
  /** The service being edited; null creates a new one. */
  service: SerializedService | null
  closeHref: string
  result: ActionResult | null
}

/**
 * The Multi-Tier Pricing editor. Without JavaScript it is a form page with every tier's fields
 * (plus one blank tier to add); with it, tiers are cards edited one at a time.
 */
export function ServiceEditor({ selection, service, closeHref, result }: Props) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const [editingTier, setEditingTier] = useState(false)
  const saving =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'service-save'
  const errors = result?.errors ?? {}
  const nameError = errors.name
  return (
    <RouteModal title="Multi-Tier Pricing" closeHref={closeHref} wide>
      <Form method="post" preventScrollReset noValidate>
        <input type="hidden" name="intent" value="service-save" />
        <input type="hidden" name="vehicle" value={selection.vehicle} />
        <input type="hidden" name="category" value={selection.category} />
        {service ? <input type="hidden" name="service_id" value={service.id} /> : null}
        <Field
          label="Service name"
          errors={nameError}
          inputProps={{
            id: 'service-name',
            name: 'name',
            defaultValue: service?.name ?? '',
            maxLength: 100,
          }}
        />
        <TextareaField
          className="mt-3"
          label="Description (optional)"
          hint="What the service includes, in a sentence or two; shown to customers."
          errors={errors.description}
          textareaProps={{
            id: 'service-description',
            name: 'description',
            defaultValue: service?.description ?? '',
            rows: 2,
            maxLength: 2000,
          }}
        />
        {hydrated ? (
          <TierEditor tiers={service?.tiers ?? []} onEditingChange={setEditingTier} />
        ) : (
          <StaticTierFields tiers={service?.tiers ?? []} errors={errors} />
        )}
        {result && !result.ok ? (
          <div role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-medium">Error: {result.message}</p>
            <ul className="list-inside list-disc">
              {Object.entries(errors)
                .filter(([key]) => key !== 'name' && key !== 'description')
                .map(([key, message]) => (
                  <li key={key}>{message}</li>
                ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-6 flex items-center justify-end gap-2">
          {editingTier ? (
            <p className="mr-auto text-sm text-slate-600">
              Save or cancel the tier you are editing.
            </p>
          ) : null}
          <DialogActions
            closeHref={closeHref}
            busy={saving}
            disabled={saving || editingTier}
            label="Save Service"
            busyLabel="Saving..."
          />
        </div>
      </Form>
    </RouteModal>
  )
}
