import { BrandMark } from '~/components/layout/BrandMark'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { Card, Outcome, RemoveButton, resultOf } from './Card'
import { UploadForm } from './UploadForm'

export function LogoCard({
  businessName,
  logoUrl,
  result,
}: {
  businessName: string
  logoUrl: string | null
  result: ActionResult | null
}) {
  const { mine, errors } = resultOf(result, 'website-logo')
  const removed = resultOf(result, 'website-logo-remove').mine
  return (
    <Card title="Logo" id="website-logo-heading">
      <div className="flex items-center gap-3">
        <BrandMark name={businessName} logoUrl={logoUrl} />
        <p className="text-sm text-slate-600">
          {logoUrl
            ? 'Your logo, as the header shows it.'
            : 'No logo yet: the header shows your initial.'}
        </p>
      </div>
      <UploadForm
        kind="logo"
        label="Upload a logo"
        hint="PNG, JPEG or WebP, at most 2 MB. A square logo looks best."
        button="Upload logo"
        errors={errors}
        shown={logoUrl ?? ''}
      />
      <Outcome result={mine} />
      {logoUrl ? <RemoveButton intent="website-logo-remove" label="Remove logo" /> : null}
      <Outcome result={removed} />
    </Card>
  )
}
