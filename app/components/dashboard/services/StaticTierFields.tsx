import { CheckboxField, Field, PriceField, TextareaField } from '~/components/forms'
import type { SerializedService } from '~/server/services.server'

type Tier = SerializedService['tiers'][number]

/** A new tier starts enabled and not popular. */
const FLAGS = [
  ['enabled', 'Enabled', true],
  ['popular', 'Popular', false],
] as const

/**
 * The tiers as plain form fields, for browsers without JavaScript: one fieldset per tier and a
 * blank one to add a tier. Clearing a tier's name removes it (blank tiers are dropped, spec §5).
 * A tier's errors show beside its fields as well as in the form's summary.
 */
export function StaticTierFields({
  tiers,
  errors,
}: {
  tiers: Tier[]
  errors: Record<string, string>
}) {
  const rows = [...tiers, null]
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-slate-600">
        Fill in the blank tier to add one; clear a tier&apos;s name to remove it. Features: one per
        line.
      </p>
      {rows.map((tier, i) => {
        const field = (name: string) => `tiers[${i}].${name}`
        const id = (name: string) => `tier-${i}-${name}`
        const errorOf = (name: string) => errors[`tiers.${i}.${name}`]
        return (
          <fieldset key={tier?.id ?? 'new'} className="rounded-xl p-4 ring-1 ring-slate-200">
            <legend className="px-1 font-semibold">{tier ? `Tier ${i + 1}` : 'New tier'}</legend>
            {tier ? <input type="hidden" name={field('id')} value={tier.id} /> : null}
            <div className="grid gap-3 sm:grid-cols-3">
              <Field
                label="Tier name"
                errors={errorOf('name')}
                inputProps={{ id: id('name'), name: field('name'), defaultValue: tier?.name ?? '' }}
              />
              <PriceField
                label="Price ($)"
                dollars={tier ? tier.price.toFixed(2) : '0'}
                errors={errorOf('price')}
                inputProps={{ id: id('price'), name: field('price') }}
              />
              <Field
                label="Duration (minutes)"
                errors={errorOf('duration')}
                inputProps={{
                  id: id('duration'),
                  name: field('duration'),
                  inputMode: 'numeric',
                  defaultValue: tier ? String(tier.duration) : '60',
                }}
              />
            </div>
            <TextareaField
              label="Features"
              className="mt-3"
              errors={errorOf('features')}
              textareaProps={{
                id: id('features'),
                name: field('features'),
                rows: 3,
                defaultValue: tier?.features.join('\n') ?? '',
              }}
            />
            <div className="mt-3 flex gap-6">
              {FLAGS.map(([flag, label, byDefault]) => (
                <CheckboxField
                  key={flag}
                  label={label}
                  inputProps={{
                    id: id(flag),
                    name: field(flag),
                    defaultChecked: tier ? tier[flag] : byDefault,
                  }}
                />
              ))}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
