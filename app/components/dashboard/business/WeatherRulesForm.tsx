import { type WeatherRules } from '~/lib/weather/rules'
import { CheckboxField, Field, fieldsFrom } from '~/components/forms'
import { ActionForm, buttonClass, useActionResult } from './shared'

/**
 * Working hours → Weather (issue 41): when the forecast for a job's hours trips one of these,
 * 72 and 24 hours before, the customer and the detailer are asked to keep or move it.
 */
export function WeatherRulesForm({ rules }: { rules: WeatherRules }) {
  const result = useActionResult(['weather-save'])
  const errors = result && !result.ok ? result.errors : {}
  const field = fieldsFrom(errors, 'weather')
  return (
    <section
      id="weather-rules"
      aria-labelledby="weather-rules-title"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="weather-rules-title" className="mb-1 font-semibold">
        Weather
      </h3>
      <p className="mb-2 text-sm text-slate-600">
        72 and 24 hours before a job, you and the customer are asked to keep or move it when the
        forecast says:
      </p>
      <ActionForm intent="weather-save" label="Weather rules" className="space-y-3">
        <div className="grid grid-cols-2 gap-2">
          <Field
            label="Rain above (%)"
            meta={field('rain_percent')}
            inputProps={{ type: 'number', min: 0, max: 100, defaultValue: rules.rainPercent }}
          />
          <Field
            label="Colder than (°F)"
            hint="Coatings need warmth"
            meta={field('cold_f')}
            inputProps={{ type: 'number', min: -40, max: 100, defaultValue: rules.coldF }}
          />
          <Field
            label="Wind above (mph)"
            hint="Boats and RVs"
            meta={field('wind_mph')}
            inputProps={{ type: 'number', min: 0, max: 100, defaultValue: rules.windMph }}
          />
        </div>
        <CheckboxField
          label="I work under cover (rain does not count)"
          inputProps={{
            id: 'weather-under-cover',
            name: 'under_cover',
            defaultChecked: rules.underCover,
          }}
        />
        <button type="submit" className={buttonClass}>
          Save weather rules
        </button>
      </ActionForm>
    </section>
  )
}
