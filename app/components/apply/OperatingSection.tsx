import { CheckboxGroupField, SelectField, STATE_CODES } from '~/components/forms'
import { CATEGORY_OPTIONS } from '~/lib/application-options'
import { useAutoFocus } from './first-error'
import { Section } from './Section'
import { type SectionProps } from './sections.types'
import { TextField } from './TextField'

export function OperatingSection(form: SectionProps) {
  const { values, set, errors } = form
  const focusState = useAutoFocus('state')
  const toggle = (category: string, on: boolean) =>
    set(
      'categories',
      // Kept in the list's order, whatever order they were ticked in.
      CATEGORY_OPTIONS.filter((c) => (c === category ? on : values.categories.includes(c))),
    )
  return (
    <Section step={2} title="Operating Basics" intro="Where you are based and what you do.">
      <TextField
        form={form}
        name="city"
        label="City"
        autoComplete="address-level2"
        maxLength={100}
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          label="State"
          requiredMark
          errors={errors.state}
          selectProps={{
            id: 'state',
            name: 'state',
            required: true,
            autoFocus: focusState,
            value: values.state.toUpperCase(),
            onChange: (e) => set('state', e.target.value),
          }}
          options={STATE_CODES}
          placeholder="Choose…"
        />
        <TextField
          form={form}
          name="zip"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
        />
      </div>
      <CheckboxGroupField
        name="categories"
        legend="Services you offer"
        options={CATEGORY_OPTIONS}
        errors={errors.categories}
        className="sm:col-span-2"
        boxClassName="h-4 w-4 rounded border-slate-400"
        checked={values.categories}
        onToggle={toggle}
      />
    </Section>
  )
}
