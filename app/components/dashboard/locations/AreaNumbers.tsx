interface Props {
  zip: string
  minimum: string
  multiplier: string
  errors: Record<string, string>
}

const INPUT = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2'

/** ZIP, minimum and multiplier fields shared by the add and edit forms (spec §5, §9 defaults). */
export function AreaNumbers({ zip, minimum, multiplier, errors }: Props) {
  const fields: { name: string; label: string; value: string; props: object; hint?: string }[] = [
    {
      name: 'zip',
      label: 'ZIP code',
      value: zip,
      props: { inputMode: 'numeric' as const, maxLength: 10 },
    },
    {
      name: 'minimum',
      label: 'Minimum ($)',
      value: minimum,
      props: { type: 'number', min: 0, step: 0.01 },
      hint: 'The least a job here costs: with 150, a $120 job is quoted $150.',
    },
    {
      name: 'multiplier',
      label: 'Multiplier',
      value: multiplier,
      props: { type: 'number', min: 0.01, step: 0.01 },
      hint: 'Scales every price here, e.g. for travel: 1.2 makes a $100 job $120.',
    },
  ]
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {fields.map((f) => {
        const error = errors[f.name]
        const hintId = f.hint ? `area-${f.name}-hint` : ''
        const describedBy = [hintId, error ? `area-${f.name}-error` : ''].filter(Boolean).join(' ')
        return (
          <div key={f.name}>
            <label htmlFor={`area-${f.name}`} className="text-sm font-medium">
              {f.label}
            </label>
            <input
              id={`area-${f.name}`}
              name={f.name}
              defaultValue={f.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              className={INPUT}
              {...f.props}
            />
            {f.hint ? (
              <p id={hintId} className="mt-1 text-xs text-slate-600">
                {f.hint}
              </p>
            ) : null}
            {error ? (
              <p id={`area-${f.name}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
