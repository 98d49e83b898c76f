import { eq } from 'drizzle-orm'
import { type BatchItem } from 'drizzle-orm/batch'
import { type Db, schema } from './db.server'

const { snapshotGenerations } = schema

/*
 * Precomputed answers (decision 017). An answer that lists something growing (every served city
 * of the marketplace) is built once per change of its source rows, not once per request: triggers
 * bump its generation in the statement that changes a source row, and answers are stored under
 * the generation they were read at. A request reads the generation (one small row), then the
 * answer from this isolate's memory, else from R2, else builds and stores it.
 */

export type SnapshotName = 'footer'

export interface SnapshotContext {
  db: Db
  env: Pick<Env, 'UPLOADS'>
  waitUntil: (promise: Promise<unknown>) => void
}

interface Generation {
  generation: number
  parts: Map<string, Promise<string>>
}

// This isolate's answers of the current generation only (older ones are dropped on sight).
const memory = new Map<SnapshotName, Generation>()

const prefix = (name: SnapshotName) => `snapshots/${name}/`
const objectKey = (name: SnapshotName, generation: number, part: string) =>
  `${prefix(name)}${generation}/${part}.json`

function generationQuery(db: Db, name: SnapshotName) {
  return db
    .select({ generation: snapshotGenerations.generation })
    .from(snapshotGenerations)
    .where(eq(snapshotGenerations.name, name))
}

async function currentGeneration(db: Db, name: SnapshotName): Promise<number> {
  const [row] = await generationQuery(db, name)
  return row?.generation ?? 0
}

/** How an answer is made: `query` reads its rows, `serialize` makes the body stored and served. */
export interface SnapshotSource<T extends BatchItem<'sqlite'>> {
  query: T
  serialize: (rows: Awaited<T>) => string
}

/**
 * The answer `part` of snapshot `name`, built from `source` when no stored one exists (its rows
 * read in one batch with the generation, so the two agree).
 */
export async function snapshot<T extends BatchItem<'sqlite'>>(
  ctx: SnapshotContext,
  name: SnapshotName,
  part: string,
  source: SnapshotSource<T>,
): Promise<string> {
  const generation = await currentGeneration(ctx.db, name)
  const remembered = memory.get(name)
  const current =
    remembered?.generation === generation ? remembered : { generation, parts: new Map() }
  memory.set(name, current)
  const known = current.parts.get(part)
  if (known) return known
  // Concurrent requests of this isolate share one read or build.
  const pending = stored(ctx, name, generation, part).then(
    (body) => body ?? build(ctx, name, part, source),
  )
  current.parts.set(part, pending)
  pending.catch(() => current.parts.delete(part))
  return pending
}

async function stored(ctx: SnapshotContext, name: SnapshotName, generation: number, part: string) {
  const object = await ctx.env.UPLOADS.get(objectKey(name, generation, part))
  return object ? object.text() : null
}

async function build<T extends BatchItem<'sqlite'>>(
  ctx: SnapshotContext,
  name: SnapshotName,
  part: string,
  source: SnapshotSource<T>,
): Promise<string> {
  const [generationRows, rows] = await ctx.db.batch([generationQuery(ctx.db, name), source.query])
  const generation = generationRows[0]?.generation ?? 0
  const body = source.serialize(rows)
  ctx.waitUntil(
    ctx.env.UPLOADS.put(objectKey(name, generation, part), body, {
      httpMetadata: { contentType: 'application/json; charset=utf-8' },
    }).then(() => dropOlder(ctx.env.UPLOADS, name, generation)),
  )
  return body
}

/** Deletes the stored answers of earlier generations (a build happens once per change). */
async function dropOlder(bucket: R2Bucket, name: SnapshotName, generation: number) {
  let cursor: string | undefined
  do {
    const page = await bucket.list({ prefix: prefix(name), cursor })
    const old = page.objects
      .map((o) => o.key)
      .filter((key) => Number(key.slice(prefix(name).length).split('/')[0]) < generation)
    if (old.length > 0) await bucket.delete(old)
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
}
