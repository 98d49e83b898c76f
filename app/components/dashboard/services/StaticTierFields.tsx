import type { SerializedService } from '~/server/services.server'

type Tier = SerializedService['tiers'][number]

const INPUT = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2'

/**
 * The tiers as plain form fields, for browsers without JavaScript: one fieldset per tier and a
 * blank one to add a tier. Clearing a tier's name removes it (blank tiers are dropped, spec §5).
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
        return (
          <fieldset key={tier?.id ?? 'new'} className="rounded-xl p-4 ring-1 ring-slate-200">
            <legend className="px-1 font-semibold">{tier ? `Tier ${i + 1}` : 'New tier'}</legend>
            {tier ? <input type="hidden" name={field('id')} value={tier.id} /> : null}
            <div className="grid gap-3 sm:grid-cols-3">
              <div>
                <label htmlFor={id('name')} className="text-sm font-medium">
                  Tier name
                </label>
                <input
                  id={id('name')}
                  name={field('name')}
                  defaultValue={tier?.name ?? ''}
                  className={INPUT}
                />
              </div>
              <div>
                <label htmlFor={id('price')} className="text-sm font-medium">
                  Price ($)
                </label>
                <input
                  id={id('price')}
                  name={field('price')}
                  inputMode="decimal"
                  defaultValue={tier ? tier.price.toFixed(2) : '0'}
                  aria-invalid={errors[`tiers.${i}.price`] ? true : undefined}
                  className={INPUT}
                />
              </div>
              <div>
                <label htmlFor={id('duration')} className="text-sm font-medium">
                  Duration (minutes)
                </label>
                <input
                  id={id('duration')}
                  name={field('duration')}
                  inputMode="numeric"
                  defaultValue={tier ? String(tier.duration) : '60'}
                  aria-invalid={errors[`tiers.${i}.duration`] ? true : undefined}
                  className={INPUT}
                />
              </div>
            </div>
            <label htmlFor={id('features')} className="mt-3 block text-sm font-medium">
              Features
            </label>
            <textarea
              id={id('features')}
              name={field('features')}
              rows={3}
              defaultValue={tier?.features.join('\n') ?? ''}
              className={INPUT}
            />
            <div className="mt-3 flex gap-6 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={field('enabled')}
                  defaultChecked={tier?.enabled ?? true}
                />
                Enabled
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={field('popular')}
                  defaultChecked={tier?.popular ?? false}
                />
                Popular
              </label>
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
