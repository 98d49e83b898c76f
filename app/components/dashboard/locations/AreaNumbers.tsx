import { Field, fieldsFrom, PriceField } from '~/components/forms'

interface Props {
  zip: string
  minimum: string
  multiplier: string
  errors: Record<string, string>
}

/** ZIP, minimum and multiplier fields shared by the add and edit forms (spec §5, §9 defaults). */
export function AreaNumbers({ zip, minimum, multiplier, errors }: Props) {
  const field = fieldsFrom(errors, 'area')
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field
        label="ZIP code"
        meta={field('zip')}
        inputProps={{ defaultValue: zip, inputMode: 'numeric', maxLength: 10 }}
      />
      <PriceField
        label="Minimum ($)"
        hint="The least a job here costs: with 150, a $120 job is quoted $150."
        dollars={minimum}
        errors={errors.minimum}
        inputProps={{ id: 'area-minimum', name: 'minimum', type: 'number', min: 0, step: 0.01 }}
      />
      <Field
        label="Multiplier"
        hint="Scales every price here, e.g. for travel: 1.2 makes a $100 job $120."
        meta={field('multiplier')}
        inputProps={{ defaultValue: multiplier, type: 'number', min: 0.01, step: 0.01 }}
      />
    </div>
  )
}
