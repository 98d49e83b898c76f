import { and, eq, inArray, sql } from 'drizzle-orm'
import { nextSlots, slotLabel } from '~/lib/booking/slots'
import { type ChoiceBusiness } from '~/lib/location/choice'
import { type Db, schema } from '../db.server'
import { slotContext, slotInput } from '../booking/slots.server'
import { lookupSlugs } from '../locations.server'

const { affiliates, usZipCodes } = schema

/** At most this many businesses on one choice page (each costs a free-time read). */
export const CHOICE_LIMIT = 12

const EARTH_MILES = 3958.8
const rad = (d: number) => (d * Math.PI) / 180

/** Great-circle miles between two points (haversine). */
export function milesBetween(a: Point, b: Point): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

interface Point {
  lat: number
  lng: number
}

/** The middle of a place: its ZIP's point, else the mean of its city's ZIP points. */
function placePoint(db: Db, place: { city: string; state: string; zip: string | null }) {
  const z = usZipCodes
  const where = place.zip
    ? eq(z.zip, place.zip.slice(0, 5))
    : and(eq(z.state, place.state.toUpperCase()), eq(z.cityKey, place.city.trim().toLowerCase()))
  return db
    .select({
      lat: sql<number | null>`avg(${z.latitude})`,
      lng: sql<number | null>`avg(${z.longitude})`,
    })
    .from(z)
    .where(where)
}

/**
 * The businesses serving a place, for the marketplace's choice page (issue 40): name, logo,
 * rating and count, price from, next free time and distance from the place to each one's base.
 * Ordered nearest base first (then more reviews, then name): nobody can pay to be placed higher.
 */
export async function loadChoice(
  db: Db,
  place: { city: string; state: string; zip: string | null },
  now: Date,
): Promise<ChoiceBusiness[]> {
  const slugs = (await lookupSlugs(db, place)).slice(0, CHOICE_LIMIT)
  if (slugs.length === 0) return []
  const a = affiliates
  // Written out with their tables: in a one-table select drizzle writes every column of a sql
  // template bare, and a bare "id" inside a join is ambiguous.
  const zipOfBase = (column: string) =>
    sql.raw(
      `(select z.${column} from us_zip_codes z where z.zip = substr(affiliates.base_zip, 1, 5))`,
    )
  const stat = (column: string) =>
    sql.raw(
      `coalesce((select sum(s.${column}) from review_stats s where s.affiliate_key = affiliates.id), 0)`,
    )
  const cheapest = (expr: string) =>
    sql.raw(
      `(select ${expr} from service_tiers t join services v on v.id = t.service_id where v.affiliate_id = affiliates.id and t.enabled = 1 and t.price_cents > 0)`,
    )
  const [rows, [here]] = await db.batch([
    db
      .select({
        id: a.id,
        slug: a.slug,
        name: a.businessName,
        logoUrl: a.logoUrl,
        city: a.baseCity,
        state: a.baseState,
        lat: sql<number | null>`${zipOfBase('latitude')}`,
        lng: sql<number | null>`${zipOfBase('longitude')}`,
        reviews: sql<number>`${stat('review_count')}`,
        ratingSum: sql<number>`${stat('rating_sum')}`,
        fromCents: sql<number | null>`${cheapest('min(t.price_cents)')}`,
        minutes: sql<number | null>`${cheapest('min(t.duration_minutes)')}`,
      })
      .from(a)
      .where(inArray(a.slug, slugs)),
    placePoint(db, place),
  ])
  const origin = here?.lat != null && here.lng != null ? { lat: here.lat, lng: here.lng } : null
  // Each business's next free time for its shortest job, read side by side (their batches
  // travel together: d1-coalesce).
  const next = await Promise.all(
    rows.map(async (r) => {
      const ctx = await slotContext(db, r.id, now)
      if (!ctx) return null
      const [first] = nextSlots(slotInput(ctx, now, r.minutes ?? 60, null), 1)
      return first ? { startAt: first, label: slotLabel(first, ctx.zone) } : null
    }),
  )
  const list = rows.map((r, i) => ({
    slug: r.slug ?? '',
    name: r.name,
    logoUrl: r.logoUrl,
    base: r.city && r.state ? `${r.city}, ${r.state}` : null,
    rating:
      r.reviews > 0
        ? { average: Math.round((r.ratingSum / r.reviews) * 10) / 10, count: r.reviews }
        : null,
    fromCents: r.fromCents,
    nextFree: next[i] ?? null,
    miles:
      origin && r.lat != null && r.lng != null
        ? Math.round(milesBetween(origin, { lat: r.lat, lng: r.lng }))
        : null,
  }))
  return list.sort(
    (x, y) =>
      (x.miles ?? Infinity) - (y.miles ?? Infinity) ||
      (y.rating?.count ?? 0) - (x.rating?.count ?? 0) ||
      x.name.localeCompare(y.name),
  )
}
