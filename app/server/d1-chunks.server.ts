import { type SQLiteInsertValue, type SQLiteTable } from 'drizzle-orm/sqlite-core'
import { type Db } from './db.server'

/** D1 refuses a statement that binds more parameters than this ('too many SQL variables'). */
export const D1_MAX_PARAMS = 100

/** `items` in consecutive groups of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Chunk size ${size}`)
  const groups: T[][] = []
  for (let start = 0; start < items.length; start += size)
    groups.push(items.slice(start, start + size))
  return groups
}

/**
 * A multi-row insert as as few statements as D1 allows, for the caller's db.batch (so the rows
 * still land all or nothing). How many parameters a row binds is read from the SQL drizzle
 * builds for each row, so a value that is itself a subquery with parameters is counted.
 */
export function insertInChunks<TTable extends SQLiteTable>(
  db: Db,
  table: TTable,
  rows: SQLiteInsertValue<TTable>[],
) {
  if (rows.length === 0) return []
  const perRow = Math.max(
    1,
    ...rows.map((row) => db.insert(table).values(row).toSQL().params.length),
  )
  return chunk(rows, Math.floor(D1_MAX_PARAMS / perRow)).map((group) =>
    db.insert(table).values(group),
  )
}
