import { useId, useState } from 'react'
import { durationInput, priceInput, type TierDraft } from '~/lib/dashboard/tier-draft'

interface Props {
  tier: TierDraft
  onSave: (tier: TierDraft) => void
  onCancel: () => void
}

const INPUT = 'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm'

/** One tier edited inline. Its inputs carry no names: only Save puts the draft into the form. */
export function TierForm({ tier, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(tier)
  const id = useId()
  const set = (changes: Partial<TierDraft>) => setDraft((d) => ({ ...d, ...changes }))
  const setFeature = (index: number, value: string) =>
    set({ features: draft.features.map((f, i) => (i === index ? value : f)) })
  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          Tier name
        </label>
        <input
          id={`${id}-name`}
          value={draft.name}
          maxLength={100}
          onChange={(e) => set({ name: e.target.value })}
          className={INPUT}
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={`${id}-price`} className="text-sm font-medium">
            Price ($)
          </label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            value={draft.price}
            onChange={(e) => set({ price: priceInput(e.target.value) })}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor={`${id}-duration`} className="text-sm font-medium">
            Duration (minutes)
          </label>
          <input
            id={`${id}-duration`}
            inputMode="numeric"
            value={draft.duration}
            onChange={(e) => set({ duration: durationInput(e.target.value) })}
            className={INPUT}
          />
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Features</legend>
        <ul className="space-y-1">
          {draft.features.map((feature, i) => (
            <li key={i} className="flex gap-1">
              <input
                aria-label={`Feature ${i + 1}`}
                value={feature}
                maxLength={200}
                onChange={(e) => setFeature(i, e.target.value)}
                className={`${INPUT} mt-0`}
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
      <div className="flex gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
          />
          Enabled
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.popular}
            onChange={(e) => set({ popular: e.target.checked })}
          />
          Popular
        </label>
      </div>
      <div className="flex gap-2 pt-1">
        <button
          type="button"
          onClick={() => onSave({ ...draft, features: draft.features.map((f) => f.trim()) })}
          className="rounded bg-brand-600 px-3 py-1 text-sm font-semibold text-white"
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
