export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export interface SocialLink {
  network: SocialNetwork
  url: string
}

export const SOCIAL_LABELS: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
}

/** Only http(s) addresses become links; anything else stored in a profile is dropped. */
export function socialLinks(urls: Partial<Record<SocialNetwork, string | null>>): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = urls[network]
    return url && /^https?:\/\//i.test(url) ? [{ network, url }] : []
  })
}
