/** A tier's Enabled and Popular badges, beside its name in the editor and the tier list. */
export function TierBadges({ tier }: { tier: { enabled: boolean; popular: boolean } }) {
  return (
    <div className="flex gap-1 text-xs font-semibold">
      {tier.enabled ? (
        <span className="rounded bg-green-100 px-2 py-0.5 text-green-800">Enabled</span>
      ) : null}
      {tier.popular ? (
        <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">Popular</span>
      ) : null}
    </div>
  )
}
