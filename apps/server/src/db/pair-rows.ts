import { and, eq } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client'

/** A table of one row per pair, stamped with when it was made. */
type PairTable = PgTable & { createdAt: PgColumn }

/**
 * A table of one row per pair (a person and what they act on: a love, a vote, a hide, a block),
 * written the one way every such table is: added once, idempotent under concurrency (its unique key
 * and ON CONFLICT DO NOTHING, so a second add keeps the first as it was), and removed. The table
 * objects stay their owners': each owning repository builds its own with this, naming the pair's
 * two columns.
 */
export function pairRows<T extends PairTable, K extends keyof T['$inferInsert'] & keyof T & string>(
  table: T,
  firstKey: K,
  secondKey: K,
) {
  const first = table[firstKey] as PgColumn
  const second = table[secondKey] as PgColumn
  const both = (a: number, b: number) => and(eq(first, a), eq(second, b))
  return {
    /** True when this call added the row. */
    async add(tx: Db, a: number, b: number, at: Date): Promise<boolean> {
      const row = { [firstKey]: a, [secondKey]: b, createdAt: at } as PgInsertValue<T>
      const added = await tx.insert(table).values(row).onConflictDoNothing().returning()
      return added.length > 0
    },
    async remove(tx: Db, a: number, b: number) {
      await tx.delete(table).where(both(a, b))
    },
    async has(tx: Db, a: number, b: number): Promise<boolean> {
      const found = await tx
        .select({ one: first })
        .from(table as PgTable)
        .where(both(a, b))
        .limit(1)
      return found.length > 0
    },
  }
}
