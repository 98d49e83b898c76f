import { sql } from 'drizzle-orm'
import { MAX_FAQS, MAX_GALLERY } from '~/lib/brand/schema'
import { type BrandFaq, type GalleryPhoto } from '~/lib/brand/types'
import { changesOf } from '../dashboard/business/booking-actions.server'
import { type Db } from '../db.server'

// The FAQ and the gallery are JSON arrays in one row. Each change is one SQL statement that
// checks what it changes (the list's length, the entry at that index is still the one the form
// showed), so two tabs saving at once cannot undo each other or remove the wrong entry.

type List = 'faqs' | 'gallery'

const column = (list: List) => sql.raw(list === 'faqs' ? 'faqs' : 'gallery')
const LIMIT: Record<List, number> = { faqs: MAX_FAQS, gallery: MAX_GALLERY }

/** Appends an entry unless the list is full; false when it was. */
export async function appendEntry(
  db: Db,
  affiliateId: number,
  list: List,
  entry: BrandFaq | GalleryPhoto,
): Promise<boolean> {
  const col = column(list)
  const json = JSON.stringify(entry)
  const result = await db.run(sql`
    insert into affiliate_brands (affiliate_id, ${col}) values (${affiliateId}, json_array(json(${json})))
    on conflict (affiliate_id) do update
      set ${col} = json_insert(${col}, '$[#]', json(${json})),
          updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      where json_array_length(${col}) < ${LIMIT[list]}`)
  return changesOf(result) > 0
}

/** Removes entry `index` if it is still the one identified by `key`; false when it is not. */
export async function removeEntry(
  db: Db,
  affiliateId: number,
  list: List,
  index: number,
  key: string,
): Promise<boolean> {
  const col = column(list)
  const path = `$[${index}]`
  const keyPath = `${path}.${list === 'faqs' ? 'question' : 'url'}`
  const result = await db.run(sql`
    update affiliate_brands
      set ${col} = json_remove(${col}, ${path}), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      where affiliate_id = ${affiliateId} and json_extract(${col}, ${keyPath}) = ${key}`)
  return changesOf(result) > 0
}

/** Sets a gallery photo's role and description if entry `index` is still that photo. */
export async function updatePhoto(
  db: Db,
  affiliateId: number,
  index: number,
  photo: GalleryPhoto,
): Promise<boolean> {
  const path = `$[${index}]`
  const result = await db.run(sql`
    update affiliate_brands
      set gallery = json_set(gallery, ${`${path}.role`}, ${photo.role}, ${`${path}.alt`}, ${photo.alt}),
          updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      where affiliate_id = ${affiliateId} and json_extract(gallery, ${`${path}.url`}) = ${photo.url}`)
  return changesOf(result) > 0
}
