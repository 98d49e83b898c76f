import { Form, Link, useNavigation } from '@remix-run/react'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { SlugField } from './SlugField'
import { Field, inputClass, primaryButton, secondaryButton } from './ui'

type Target = NonNullable<Extract<DashboardData, { tab: 'users' }>['dialogTarget']>

interface Props {
  target: Target
  errors: Record<string, string>
  closeHref: string
}

/** Slug (prefilled from the business name), admin notes, and the first service area. */
export function ApproveForm({ target, errors, closeHref }: Props) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'approve'
  const areaError = (field: string) => errors[`service_areas.0.${field}`] ?? errors.service_areas
  return (
    <Form method="post" className="mt-4 space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="id" value={target.id} />
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-900">{target.businessName}</span> — {target.owner}
      </p>
      <SlugField initial={target.suggestedSlug} serverError={errors.approved_slug} />
      <Field id="approve-notes" label="Admin notes (optional)" error={errors.admin_notes}>
        {(aria) => <textarea {...aria} name="admin_notes" rows={3} className={inputClass} />}
      </Field>
      <fieldset className="rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">
          Primary service area (from the application; optional)
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id="approve-city" label="City" error={areaError('city')}>
            {(aria) => (
              <input {...aria} name="area_city" defaultValue={target.city} className={inputClass} />
            )}
          </Field>
          <Field id="approve-state" label="State" error={areaError('state')}>
            {(aria) => (
              <input
                {...aria}
                name="area_state"
                defaultValue={target.state}
                maxLength={2}
                className={inputClass}
              />
            )}
          </Field>
          <Field id="approve-zip" label="ZIP" error={areaError('zip')}>
            {(aria) => (
              <input
                {...aria}
                name="area_zip"
                defaultValue={target.zip ?? ''}
                inputMode="numeric"
                className={inputClass}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Link to={closeHref} className={secondaryButton} preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Approving...' : 'Approve'}
        </button>
      </div>
    </Form>
  )
}
