interface Props {
  zip: string
  minimum: string
  multiplier: string
  errors: Record<string, string>
}

const INPUT = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2'

/** ZIP, minimum and multiplier fields shared by the add and edit forms (spec §5, §9 defaults). */
export function AreaNumbers({ zip, minimum, multiplier, errors }: Props) {
  const fields = [
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
    },
    {
      name: 'multiplier',
      label: 'Multiplier',
      value: multiplier,
      props: { type: 'number', min: 0.01, step: 0.01 },
    },
  ]
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {fields.map((f) => {
        const error = errors[f.name]
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
              aria-describedby={error ? `area-${f.name}-error` : undefined}
              className={INPUT}
              {...f.props}
            />
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
