import { and, eq } from 'drizzle-orm'
import { type BrandFaq, type GalleryPhoto } from '~/lib/brand/types'
import { type ServiceContent } from '~/lib/service-content/types'
import { type Db, schema } from '../db.server'
import { type HostSite } from '../tenant.server'
import { logoKeys } from './logo-sizes.server'

const { affiliateBrands, affiliates, uploads } = schema

export interface Brand {
  brandColor: string | null
  about: string | null
  faqs: BrandFaq[]
  gallery: GalleryPhoto[]
}

export interface PhotoPair {
  before: GalleryPhoto
  after: GalleryPhoto
}

const EMPTY: Brand = { brandColor: null, about: null, faqs: [], gallery: [] }

export async function loadBrand(db: Db, affiliateId: number): Promise<Brand> {
  const [row] = await db
    .select({
      brandColor: affiliateBrands.brandColor,
      about: affiliateBrands.about,
      faqs: affiliateBrands.faqs,
      gallery: affiliateBrands.gallery,
    })
    .from(affiliateBrands)
    .where(eq(affiliateBrands.affiliateId, affiliateId))
  return row ?? EMPTY
}

/** Before/after photos pair in order: the first Before with the first After, and so on. */
export function photoPairs(gallery: readonly GalleryPhoto[]): PhotoPair[] {
  const befores = gallery.filter((p) => p.role === 'before')
  const afters = gallery.filter((p) => p.role === 'after')
  return befores.flatMap((before, i) => {
    const after = afters[i]
    return after ? [{ before, after }] : []
  })
}

/**
 * The brand a public page shows, found from the host and slug alone so it is read in the same
 * D1 round trip as the tenant (a batch of one joins the page's other reads, d1-coalesce).
 */
export async function loadPublicBrand(
  context: { db: Db; host: HostSite },
  slug: string | undefined,
) {
  const { db, host } = context
  const where =
    host.kind === 'custom'
      ? eq(affiliateBrands.affiliateId, host.tenant.id)
      : host.kind === 'platform' && slug !== undefined
        ? and(eq(affiliates.slug, slug), eq(affiliates.status, 'approved'))
        : null
  if (!where) return null
  const [[row]] = await db.batch([
    db
      .select({
        about: affiliateBrands.about,
        faqs: affiliateBrands.faqs,
        gallery: affiliateBrands.gallery,
      })
      .from(affiliateBrands)
      .innerJoin(affiliates, eq(affiliates.id, affiliateBrands.affiliateId))
      .where(where)
      .limit(1),
  ])
  if (!row) return null
  return {
    about: row.about,
    faqs: row.faqs,
    pair: photoPairs(row.gallery)[0] ?? null,
    // The gallery's own photos (issue 40); its before/after photos show as the pair above.
    photos: row.gallery.filter((p) => p.role === 'photo'),
  }
}

/** A service page's content with the detailer's own before/after photos in the slider. */
export function withOwnResults(content: ServiceContent, pair: PhotoPair | null): ServiceContent {
  if (!pair) return content
  // The real size is unknown; 4:3 reserves about the right space and the image sets its own.
  const media = (p: GalleryPhoto) => ({ src: p.url, alt: p.alt, width: 1200, height: 900 })
  return {
    ...content,
    results: { ...content.results, beforeImage: media(pair.before), afterImage: media(pair.after) },
  }
}

/** Writes some of the brand's fields, creating its row the first time. */
export async function saveBrand(db: Db, affiliateId: number, change: Partial<Brand>) {
  const now = new Date().toISOString()
  await db
    .insert(affiliateBrands)
    .values({ affiliateId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: affiliateBrands.affiliateId, set: { ...change, updatedAt: now } })
}

/** Photos the business sent with its application, offered first for the gallery. */
export async function applicationPhotos(db: Db, affiliateId: number): Promise<string[]> {
  const rows = await db
    .select({ key: uploads.r2Key })
    .from(uploads)
    .where(and(eq(uploads.affiliateId, affiliateId), eq(uploads.kind, 'application')))
    .orderBy(uploads.id)
  return rows.map((r) => `/uploads/${r.key}`)
}

export async function setLogo(db: Db, affiliateId: number, logoUrl: string | null) {
  await db
    .update(affiliates)
    .set({ logoUrl, updatedAt: new Date().toISOString() })
    .where(eq(affiliates.id, affiliateId))
}

/** Deletes a logo or gallery image this business uploaded (application photos are kept). */
export async function forgetUpload(
  db: Db,
  bucket: R2Bucket,
  affiliateId: number,
  url: string,
  kind: 'logo' | 'gallery',
) {
  const key = url.replace(/^\/uploads\//, '')
  if (!key.startsWith(`${kind}/`)) return
  await db.delete(uploads).where(and(eq(uploads.r2Key, key), eq(uploads.affiliateId, affiliateId)))
  await bucket.delete(logoKeys(key))
}
