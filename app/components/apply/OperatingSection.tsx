import { inputClass } from '~/components/booking/request/Field'
import { ApplyField } from './ApplyField'
import { useAutoFocus } from './first-error'
import { CATEGORY_OPTIONS } from '~/lib/application-options'
import { US_STATES } from '~/lib/us-states'
import { Section } from './Section'
import { type SectionProps } from './sections.types'
import { TextField } from './TextField'

export function OperatingSection({ values, set, errors }: SectionProps) {
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
        name="city"
        label="City"
        value={values.city}
        error={errors.city}
        onValue={(v) => set('city', v)}
        autoComplete="address-level2"
        maxLength={100}
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <ApplyField id="state" label="State" required error={errors.state}>
          {(describedBy) => (
            <select
              id="state"
              name="state"
              required
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a refused submit: focus goes to its first error
              autoFocus={focusState}
              value={values.state.toUpperCase()}
              onChange={(e) => set('state', e.target.value)}
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            >
              <option value="">Choose…</option>
              {Object.keys(US_STATES).map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </ApplyField>
        <TextField
          name="zip"
          label="ZIP code"
          value={values.zip}
          error={errors.zip}
          onValue={(v) => set('zip', v)}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
        />
      </div>
      <fieldset
        className="sm:col-span-2"
        aria-describedby={errors.categories ? 'categories-error' : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">Services you offer</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {CATEGORY_OPTIONS.map((category) => (
            <label key={category} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="categories"
                value={category}
                checked={values.categories.includes(category)}
                onChange={(e) => toggle(category, e.target.checked)}
                className="h-4 w-4 rounded border-slate-400"
              />
              {category}
            </label>
          ))}
        </div>
        {errors.categories ? (
          <p id="categories-error" className="mt-1 text-sm text-red-700">
            {errors.categories}
          </p>
        ) : null}
      </fieldset>
    </Section>
  )
}
