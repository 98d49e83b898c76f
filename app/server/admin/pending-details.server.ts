import { and, asc, eq, inArray } from 'drizzle-orm'
import { type PendingApplication } from '../applications.server'
import { type Db, schema } from '../db.server'

const { affiliates, uploads } = schema

export interface ApplicationLink {
  label: string
  url: string
}

export interface ApplicationPhoto {
  url: string
  name: string
}

/** A pending application with what the admin needs to judge it, beyond the spec's list fields. */
export interface PendingForReview extends PendingApplication {
  categories: string[]
  links: ApplicationLink[]
  notes: string | null
  photos: ApplicationPhoto[]
}

const LINK_LABELS = [
  ['websiteUrl', 'Website'],
  ['gbpUrl', 'Google Business Profile'],
  ['facebookUrl', 'Facebook'],
  ['instagramUrl', 'Instagram'],
  ['tiktokUrl', 'TikTok'],
  ['youtubeUrl', 'YouTube'],
] as const

// Only web addresses become links (older rows were stored before the form checked them).
const isWebUrl = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url)

/**
 * Services, links, notes and proof-of-work photos of one page of pending applications: two
 * queries in one D1 batch for the whole page (a page is at most ADMIN_PAGE_SIZE ids, well under D1's 100 bound
 * parameters per statement).
 */
export async function withReviewDetails(
  db: Db,
  rows: readonly PendingApplication[],
): Promise<PendingForReview[]> {
  const ids = rows.map((r) => r.id)
  if (ids.length === 0) return []
  const [details, photos] = await db.batch([
    db
      .select({
        id: affiliates.id,
        categories: affiliates.categories,
        notes: affiliates.notes,
        websiteUrl: affiliates.websiteUrl,
        gbpUrl: affiliates.gbpUrl,
        facebookUrl: affiliates.facebookUrl,
        instagramUrl: affiliates.instagramUrl,
        tiktokUrl: affiliates.tiktokUrl,
        youtubeUrl: affiliates.youtubeUrl,
      })
      .from(affiliates)
      .where(inArray(affiliates.id, ids)),
    db
      .select({
        affiliateId: uploads.affiliateId,
        r2Key: uploads.r2Key,
        name: uploads.originalName,
      })
      .from(uploads)
      .where(and(inArray(uploads.affiliateId, ids), eq(uploads.kind, 'application')))
      .orderBy(asc(uploads.id)),
  ])
  const byId = new Map(details.map((d) => [d.id, d]))
  return rows.map((row) => {
    const d = byId.get(row.id)
    return {
      ...row,
      categories: d?.categories ?? [],
      notes: d?.notes ?? null,
      links: d
        ? LINK_LABELS.flatMap(([key, label]) => {
            const url = d[key]
            return isWebUrl(url) ? [{ label, url }] : []
          })
        : [],
      photos: photos
        .filter((p) => p.affiliateId === row.id)
        .map((p, i) => ({ url: `/uploads/${p.r2Key}`, name: p.name ?? `Photo ${i + 1}` })),
    }
  })
}
