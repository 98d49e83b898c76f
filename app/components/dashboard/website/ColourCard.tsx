import { Field, fieldsFrom, SubmitButton } from '~/components/forms'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { ActionButton, Card, Outcome, resultOf, TabForm, useBusy } from './Card'

export function ColourCard({
  brandColor,
  result,
}: {
  brandColor: string | null
  result: ActionResult | null
}) {
  const { mine, errors } = resultOf(result, 'website-colour')
  const field = fieldsFrom(errors, 'website')
  const busy = useBusy('website-colour')
  return (
    <Card title="Brand colour" id="website-colour-heading">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <span
          aria-hidden
          className="inline-block h-6 w-6 rounded-md bg-brand-600 ring-1 ring-slate-300"
        />
        {brandColor
          ? `Your site uses ${brandColor}.`
          : 'Your site uses the Mobile Detail Hub blue.'}
      </p>
      <TabForm intent="website-colour" className="flex flex-wrap items-end gap-3">
        <Field
          label="Colour (hex)"
          hint="Buttons show white text on it, so it must be dark enough to read (WCAG AA)."
          meta={field('brand_color')}
          inputProps={{
            defaultValue: brandColor ?? '',
            placeholder: '#1172bf',
            maxLength: 7,
            required: true,
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save colour
        </SubmitButton>
      </TabForm>
      <Outcome result={mine} />
      {brandColor ? (
        <ActionButton
          intent="website-colour"
          values={{ brand_color: '' }}
          label="Use the Mobile Detail Hub blue"
          busyLabel="Saving..."
        />
      ) : null}
    </Card>
  )
}
