import { eq } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'

/** One counter a trigger keeps on a row (a memory's votes, a comment's loves); 0 once the row is gone. */
export async function counterOf(tx: Db, counter: PgColumn, key: PgColumn, id: number): Promise<number> {
  const [row] = await tx.select({ count: counter }).from(counter.table).where(eq(key, id))
  return Number(row?.count ?? 0)
}
