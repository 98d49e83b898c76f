import { TargetForm, type TargetFormProps, TargetLine } from './TargetForm'
import { SlugField } from './SlugField'
import { Field, TextareaField } from '~/components/forms'

/** Slug (prefilled from the business name), admin notes, and the first service area. */
export function ApproveForm({ target, errors, closeHref }: TargetFormProps) {
  // The first service area's fields: its own error, or the list's when the list was refused.
  const area = (field: string) => ({
    id: `approve-${field}`,
    name: `area_${field}`,
    errors: errors[`service_areas.0.${field}`] ?? errors.service_areas,
  })
  return (
    <TargetForm
      intent="approve"
      target={target}
      closeHref={closeHref}
      submit={{ label: 'Approve', busyLabel: 'Approving...' }}
    >
      <TargetLine target={target} />
      <SlugField initial={target.suggestedSlug} serverError={errors.approved_slug} />
      <TextareaField
        label="Admin notes (optional)"
        errors={errors.admin_notes}
        textareaProps={{ id: 'approve-notes', name: 'admin_notes', rows: 3 }}
      />
      {/* A plain group heading, flush with the other labels (not a legend inset in a border). */}
      <fieldset aria-describedby="approve-area-hint">
        <legend className="text-sm font-medium text-slate-800">Primary service area</legend>
        <p id="approve-area-hint" className="text-xs text-slate-600">
          From the application; optional.
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          <Field label="City" meta={area('city')} inputProps={{ defaultValue: target.city }} />
          <Field
            label="State"
            meta={area('state')}
            inputProps={{ defaultValue: target.state, maxLength: 2 }}
          />
          <Field
            label="ZIP"
            meta={area('zip')}
            inputProps={{ defaultValue: target.zip ?? '', inputMode: 'numeric' }}
          />
        </div>
      </fieldset>
    </TargetForm>
  )
}
