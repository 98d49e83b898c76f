// On the platform, a customer may pick one detailer's package for an address another detailer
// serves. The request then goes to that detailer's closest equivalent, shown before sending.

export interface PackageCandidate {
  serviceId: number
  serviceName: string
  tierId: number
  tierName: string
  priceCents: number
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The serving detailer's counterpart of the chosen package, from its candidates in the same
 * vehicle and category (in display order): the service with the same name, else its first; in
 * it, the tier with the same name, else the one closest in price (the cheaper one on a tie).
 */
export function pickEquivalent(
  chosen: { serviceName: string; tierName: string; priceCents: number },
  candidates: readonly PackageCandidate[],
): PackageCandidate | null {
  const first = candidates[0]
  if (!first) return null
  const serviceId = (candidates.find((c) => same(c.serviceName, chosen.serviceName)) ?? first)
    .serviceId
  const tiers = candidates.filter((c) => c.serviceId === serviceId)
  const byName = tiers.find((c) => same(c.tierName, chosen.tierName))
  if (byName) return byName
  let best: PackageCandidate | null = null
  for (const tier of tiers) {
    const distance = Math.abs(tier.priceCents - chosen.priceCents)
    const bestDistance = best ? Math.abs(best.priceCents - chosen.priceCents) : Infinity
    if (
      distance < bestDistance ||
      (distance === bestDistance && best && tier.priceCents < best.priceCents)
    )
      best = tier
  }
  return best
}
