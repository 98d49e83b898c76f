import { asc, eq, sql } from 'drizzle-orm'
import { type Db, schema } from './db.server'
import { snapshot, type SnapshotContext } from './snapshots.server'

const { affiliates } = schema

export interface ListedAffiliate {
  id: number
  slug: string
  business_name: string
}

function approvedAffiliatesQuery(db: Db) {
  return db
    .select({
      slug: sql<string>`${affiliates.slug}`,
      business_name: affiliates.businessName,
      id: affiliates.id,
    })
    .from(affiliates)
    .where(eq(affiliates.status, 'approved'))
    .orderBy(asc(affiliates.businessName))
}

/**
 * GET /api/affiliates's body (spec §7: every approved business). It lists the whole marketplace
 * by design, so it is built once per change of an approved business's slug, name or status (the
 * footer's generation, whose triggers watch exactly those) and stored like the footer's answers.
 */
export function approvedAffiliatesBody(ctx: SnapshotContext): Promise<string> {
  return snapshot(ctx, 'footer', 'affiliates', {
    query: approvedAffiliatesQuery(ctx.db),
    serialize: (rows) => JSON.stringify({ success: true, data: rows }),
  })
}

interface Indexed {
  body: string
  entries: { affiliate: ListedAffiliate; slug: string; name: string }[]
}

// The parsed list of the body last read: a search parses a 900 KB body once per change, not
// once per keystroke.
let indexed: Indexed | null = null

function isListed(value: unknown): value is ListedAffiliate {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'slug' in value &&
    typeof value.slug === 'string' &&
    'business_name' in value &&
    typeof value.business_name === 'string'
  )
}

function index(body: string): Indexed {
  if (indexed?.body === body) return indexed
  const parsed: unknown = JSON.parse(body)
  const data =
    typeof parsed === 'object' && parsed !== null && 'data' in parsed && Array.isArray(parsed.data)
      ? parsed.data.filter(isListed)
      : []
  indexed = {
    body,
    entries: data.map((affiliate) => ({
      affiliate,
      slug: affiliate.slug.toLowerCase(),
      name: affiliate.business_name.toLowerCase(),
    })),
  }
  return indexed
}

export const SEARCH_LIMIT = 20

/**
 * Approved businesses whose name or slug contains `query` (case-insensitive), those starting with
 * it first, then by name; at most `limit`. An empty query gives the first `limit` by name.
 */
export async function searchApprovedAffiliates(
  ctx: SnapshotContext,
  query: string,
  limit = SEARCH_LIMIT,
): Promise<{ matches: ListedAffiliate[]; more: boolean }> {
  const { entries } = index(await approvedAffiliatesBody(ctx))
  const q = query.trim().toLowerCase()
  const starts: ListedAffiliate[] = []
  const contains: ListedAffiliate[] = []
  for (const entry of entries) {
    if (entry.slug.startsWith(q) || entry.name.startsWith(q)) starts.push(entry.affiliate)
    else if (entry.slug.includes(q) || entry.name.includes(q)) contains.push(entry.affiliate)
    // Enough to know there are more than a page of matches of either kind.
    if (starts.length > limit) break
  }
  const all = [...starts, ...contains]
  return { matches: all.slice(0, limit), more: all.length > limit }
}

/**
 * A page of GET /api/affiliates for callers that page: the list's own order (by name), those
 * whose name or slug contains `q` (case-insensitive) when given. From the same precomputed list,
 * so a page costs one single-row read however large the marketplace (issue 43).
 */
export async function pageApprovedAffiliates(
  ctx: SnapshotContext,
  { q, limit, offset }: { q?: string; limit: number; offset: number },
): Promise<{ data: ListedAffiliate[]; hasMore: boolean }> {
  const { entries } = index(await approvedAffiliatesBody(ctx))
  const needle = q?.toLowerCase()
  const matching = needle
    ? entries.filter((entry) => entry.slug.includes(needle) || entry.name.includes(needle))
    : entries
  return {
    data: matching.slice(offset, offset + limit).map((entry) => entry.affiliate),
    hasMore: matching.length > offset + limit,
  }
}

/** The approved business with this slug, from the same precomputed list (no extra read). */
export async function findListedAffiliate(
  ctx: SnapshotContext,
  slug: string,
): Promise<ListedAffiliate | null> {
  const { entries } = index(await approvedAffiliatesBody(ctx))
  return entries.find((entry) => entry.affiliate.slug === slug)?.affiliate ?? null
}
