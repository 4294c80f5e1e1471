import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'

/**
 * The rows of a raw SQL query, typed by the caller. drizzle's `execute` answers each driver's own
 * result (PGlite's `Results`, node-postgres' `QueryResult`, both `{ rows }`; some drivers a plain
 * array), so the one cast from that shape lives here instead of at every raw query.
 */
export async function queryRows<Row extends object>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query)
  if (Array.isArray(result)) return result as Row[]
  return (result as { rows: Row[] }).rows
}

/** The id the query selects (as text: a bigint), or null when it finds no row. */
export async function queryId(db: Db, query: SQL): Promise<number | null> {
  const [row] = await queryRows<{ id: string }>(db, query)
  return row ? Number(row.id) : null
}
