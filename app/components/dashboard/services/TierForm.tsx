import { useId, useState } from 'react'
import { CheckboxField, Field, inputClass, labelClass, PriceField } from '~/components/forms'
import { durationInput, priceInput, type TierDraft } from '~/lib/dashboard/tier-draft'
import { priceProblem } from '~/lib/price-text'

interface Props {
  tier: TierDraft
  onSave: (tier: TierDraft) => void
  onCancel: () => void
}

const FLAGS = [
  ['enabled', 'Enabled'],
  ['popular', 'Popular'],
] as const

/** One tier edited inline. Its inputs carry no names: only Save puts the draft into the form. */
export function TierForm({ tier, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(tier)
  const id = useId()
  const set = (changes: Partial<TierDraft>) => setDraft((d) => ({ ...d, ...changes }))
  const setFeature = (index: number, value: string) =>
    set({ features: draft.features.map((f, i) => (i === index ? value : f)) })
  return (
    <div className="space-y-2">
      <Field
        label="Tier name"
        inputProps={{
          id: `${id}-name`,
          value: draft.name,
          maxLength: 100,
          onChange: (e) => set({ name: e.target.value }),
        }}
      />
      {/* A label that wraps to two lines keeps its control level with its neighbour's. */}
      <div className="grid grid-cols-2 items-end gap-2">
        <PriceField
          label="Price ($)"
          dollars={draft.price}
          controlled
          inputProps={{
            id: `${id}-price`,
            onChange: (e) => set({ price: priceInput(e.target.value) }),
          }}
        />
        <Field
          label="Duration (minutes)"
          inputProps={{
            id: `${id}-duration`,
            inputMode: 'numeric',
            value: draft.duration,
            onChange: (e) => set({ duration: durationInput(e.target.value) }),
          }}
        />
      </div>
      <fieldset>
        <legend className={labelClass}>Features</legend>
        <ul className="space-y-1">
          {draft.features.map((feature, i) => (
            <li key={i} className="flex gap-1">
              <input
                aria-label={`Feature ${i + 1}`}
                value={feature}
                maxLength={200}
                onChange={(e) => setFeature(i, e.target.value)}
                className={`${inputClass} mt-0`}
              />
              {draft.features.length > 1 ? (
                <button
                  type="button"
                  aria-label={`Remove feature ${i + 1}`}
                  onClick={() => set({ features: draft.features.filter((_, j) => j !== i) })}
                  className="rounded px-2 text-red-700 ring-1 ring-red-300"
                >
                  ✕
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => set({ features: [...draft.features, ''] })}
          className="mt-1 text-sm font-medium text-brand-700 underline"
        >
          Add Feature
        </button>
      </fieldset>
      <div className="flex gap-4">
        {FLAGS.map(([flag, label]) => (
          <CheckboxField
            key={flag}
            label={label}
            inputProps={{
              id: `${id}-${flag}`,
              checked: draft[flag],
              onChange: (e) => set({ [flag]: e.target.checked }),
            }}
          />
        ))}
      </div>
      <div className="flex gap-2 pt-1">
        <button
          type="button"
          // A price the field refuses is not saved into the service form.
          disabled={priceProblem(draft.price) !== null}
          onClick={() => onSave({ ...draft, features: draft.features.map((f) => f.trim()) })}
          className="rounded bg-brand-600 px-3 py-1 text-sm font-semibold text-white disabled:opacity-50"
        >
          Save
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded px-3 py-1 text-sm font-semibold ring-1 ring-slate-300"
        >
          Cancel
        </button>
      </div>
    </div>
  )
}
