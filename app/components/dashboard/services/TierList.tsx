import { TierBadges } from './TierBadges'
import type { SerializedService } from '~/server/services.server'

/** The selected service's tiers: price to 2 decimals, minutes, features and badges (spec §2). */
export function TierList({ service }: { service: SerializedService }) {
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold">{service.name}</h3>
      {service.tiers.length === 0 ? (
        <p className="mt-2 text-slate-600">No tiers configured for this service.</p>
      ) : (
        <ul
          aria-label={`${service.name} tiers`}
          className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {service.tiers.map((tier) => (
            <li key={tier.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <div className="flex items-start justify-between gap-2">
                <h4 className="font-semibold">{tier.name}</h4>
                <TierBadges tier={tier} />
              </div>
              <p className="mt-1 text-xl font-bold">${tier.price.toFixed(2)}</p>
              <p className="text-sm text-slate-600">{tier.duration} minutes</p>
              <ul className="mt-2 list-inside list-disc text-sm text-slate-700">
                {tier.features
                  .filter((f) => f.trim() !== '')
                  .map((f, i) => (
                    <li key={i}>{f}</li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
