export interface MenuAffiliate {
  id: number
  slug: string
  business_name: string
}

/**
 * Spec §2/§8: affiliates grouped by the first three letters of the slug, uppercased; slugs under
 * three characters are skipped. Groups and entries sorted for scanning.
 */
export function groupAffiliates(list: MenuAffiliate[]): [string, MenuAffiliate[]][] {
  const groups = new Map<string, MenuAffiliate[]>()
  for (const affiliate of list) {
    if (typeof affiliate.slug !== 'string' || affiliate.slug.length < 3) continue
    const key = affiliate.slug.slice(0, 3).toUpperCase()
    groups.set(key, [...(groups.get(key) ?? []), affiliate])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, items]) => [key, items.sort((a, b) => a.slug.localeCompare(b.slug))])
}
