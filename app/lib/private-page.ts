import { type MetaDescriptor, type MetaFunction } from '@remix-run/cloudflare'

// Pages that are one person's own (account, checkout, admin lists) or that open from an emailed
// link with a secret in it: search engines leave them out and no cache keeps a copy.

/**
 * same-origin: the link's secret never leaves in a Referer, yet the page's own forms still post
 * with their Origin (under no-referrer a browser sends Origin: null, refused as cross-site).
 */
export const SAME_ORIGIN_REFERRER: MetaDescriptor = { name: 'referrer', content: 'same-origin' }

/** A page's `meta` export: its title, `{title} | Mobile Detail Hub`, then `more`. */
export const titleMeta =
  (title: string, ...more: MetaDescriptor[]): MetaFunction =>
  () => [{ title: `${title} | Mobile Detail Hub` }, ...more]

const NOINDEX: MetaDescriptor = { name: 'robots', content: 'noindex' }

/** The `meta` export of a page no search engine should list. */
export const noindexMeta = (title: string, ...more: MetaDescriptor[]) =>
  titleMeta(title, NOINDEX, ...more)

/**
 * The meta of a page opened from an emailed link with its secret in it: its own full title (or
 * Page Not Found when the link finds nothing), unlisted, and the secret kept out of Referers.
 */
export const secretLinkMeta = (title: string | null): MetaDescriptor[] => [
  { title: title ?? 'Page Not Found | Mobile Detail Hub' },
  NOINDEX,
  SAME_ORIGIN_REFERRER,
]

/** The `headers` export of a page no cache may keep. */
export const noStoreHeaders = () => ({ 'Cache-Control': 'no-store' })

/** The `headers` export of a signed-in person's own page: no shared or browser cache keeps it. */
export const privateNoStoreHeaders = () => ({ 'Cache-Control': 'private, no-store' })
