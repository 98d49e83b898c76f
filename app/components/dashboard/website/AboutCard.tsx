import { fieldsFrom, SubmitButton, TextareaField } from '~/components/forms'
import { MAX_ABOUT } from '~/lib/brand/limits'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { Card, Outcome, resultOf, TabForm, useBusy } from './Card'

export function AboutCard({
  about,
  result,
}: {
  about: string | null
  result: ActionResult | null
}) {
  const { mine, errors } = resultOf(result, 'website-about')
  const field = fieldsFrom(errors, 'website')
  const busy = useBusy('website-about')
  return (
    <Card title="About" id="website-about-heading">
      <TabForm intent="website-about" className="space-y-3">
        <TextareaField
          label="About your business"
          hint="Shown on your home page, above the FAQ. Leave empty to show nothing."
          meta={field('about')}
          textareaProps={{ defaultValue: about ?? '', rows: 5, maxLength: MAX_ABOUT }}
        />
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save About
        </SubmitButton>
      </TabForm>
      <Outcome result={mine} />
    </Card>
  )
}
