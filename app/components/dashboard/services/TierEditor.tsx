import { useEffect, useState } from 'react'
import {
  draftFrom,
  durationLabel,
  newTier,
  priceLabel,
  type TierDraft,
} from '~/lib/dashboard/tier-draft'
import type { SerializedService } from '~/server/services.server'
import { TierBadges } from './TierBadges'
import { TierForm } from './TierForm'

interface Props {
  tiers: SerializedService['tiers']
  onEditingChange: (editing: boolean) => void
}

/**
 * Tier cards in a horizontally scrolling row. One tier is edited at a time: Save applies the
 * draft, Cancel discards it (spec §4). Saved tiers travel in hidden fields of the service form.
 */
export function TierEditor({ tiers: initial, onEditingChange }: Props) {
  const [tiers, setTiers] = useState<TierDraft[]>(() =>
    initial.length > 0 ? initial.map(draftFrom) : [newTier()],
  )
  // A new service opens with its first tier ready to fill in.
  const [editing, setEditing] = useState<string | null>(() =>
    initial.length > 0 ? null : (tiers[0]?.key ?? null),
  )
  useEffect(() => onEditingChange(editing !== null), [editing, onEditingChange])

  function addTier() {
    const tier = newTier()
    setTiers((list) => [...list, tier])
    setEditing(tier.key)
  }

  return (
    <div className="mt-4">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold">Tiers</h3>
        <button
          type="button"
          onClick={addTier}
          disabled={editing !== null}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 disabled:opacity-50"
        >
          Add Tier
        </button>
      </div>
      <ul aria-label="Tiers" className="mt-3 flex gap-4 overflow-x-auto pb-2">
        {tiers.map((tier, i) => (
          <li
            key={tier.key}
            className="w-72 shrink-0 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
          >
            <Hidden tier={tier} index={i} />
            {editing === tier.key ? (
              <TierForm
                tier={tier}
                onSave={(saved) => {
                  setTiers((list) => list.map((t) => (t.key === saved.key ? saved : t)))
                  setEditing(null)
                }}
                onCancel={() => {
                  // Cancelling a tier that was never saved drops it, unless it is the only one.
                  if (tier.id === null && tier.name === '' && tiers.length > 1)
                    setTiers((list) => list.filter((t) => t.key !== tier.key))
                  setEditing(null)
                }}
              />
            ) : (
              <TierSummary
                tier={tier}
                canEdit={editing === null}
                canRemove={tiers.length > 1 && editing === null}
                onEdit={() => setEditing(tier.key)}
                onRemove={() => setTiers((list) => list.filter((t) => t.key !== tier.key))}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

function TierSummary(props: {
  tier: TierDraft
  canEdit: boolean
  canRemove: boolean
  onEdit: () => void
  onRemove: () => void
}) {
  const { tier } = props
  const name = tier.name || 'Untitled tier'
  return (
    <div>
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold">{name}</h4>
        <TierBadges tier={tier} />
      </div>
      <p className="mt-1 text-lg font-bold">{priceLabel(tier.price)}</p>
      <p className="text-sm text-slate-600">{durationLabel(tier.duration)}</p>
      <ul className="mt-2 list-inside list-disc text-sm">
        {tier.features
          .filter((f) => f.trim())
          .map((f, i) => (
            <li key={i}>{f}</li>
          ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={props.onEdit}
          disabled={!props.canEdit}
          aria-label={`Edit tier ${name}`}
          className="rounded px-3 py-1 text-sm font-medium ring-1 ring-slate-300 disabled:opacity-50"
        >
          Edit
        </button>
        {props.canRemove ? (
          <button
            type="button"
            onClick={props.onRemove}
            aria-label={`Remove Tier ${name}`}
            className="rounded px-3 py-1 text-sm font-medium text-red-700 ring-1 ring-red-300"
          >
            Remove Tier
          </button>
        ) : null}
      </div>
    </div>
  )
}

/** The saved tier as the same flat fields the no-JavaScript form posts. */
function Hidden({ tier, index }: { tier: TierDraft; index: number }) {
  const f = (name: string) => `tiers[${index}].${name}`
  return (
    <>
      {tier.id !== null ? <input type="hidden" name={f('id')} value={tier.id} /> : null}
      <input type="hidden" name={f('name')} value={tier.name} />
      <input type="hidden" name={f('price')} value={tier.price} />
      <input type="hidden" name={f('duration')} value={tier.duration} />
      {tier.features.map((feature, i) => (
        <input key={i} type="hidden" name={f('features')} value={feature} />
      ))}
      {tier.enabled ? <input type="hidden" name={f('enabled')} value="on" /> : null}
      {tier.popular ? <input type="hidden" name={f('popular')} value="on" /> : null}
    </>
  )
}
