import { eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { memories } from '../../db/schema/index'

// The memories table as the other modules' statements name it (decision 077). A comment page, a
// notification, a request or a reaction reads its memory's columns in its own statement (one
// statement a page, decisions 021 and 031), joined as `m`, the alias the access layer's `readableBy`
// reads; the table is named here, by its owner, so the ownership test sees who reads it and how.

/** `memories m`, to select from. */
export const memoriesAsM = sql`memories m`

/** The memory of `memoryId` (a column of the statement), joined as `m`; `left`: kept without one. */
export const joinMemoryAsM = (memoryId: SQL, left = false) =>
  left ? sql`left join memories m on m.id = ${memoryId}` : sql`join memories m on m.id = ${memoryId}`

/** A memory's counts as its triggers keep them (zero for a memory gone). */
export interface MemoryCounts {
  me_too: number
  love: number
  comments: number
  votes: number
}

/** A memory's counts, kept by the triggers of the modules that give them (memories.triggers.sql). */
export async function memoryCounts(tx: Db, memoryId: number): Promise<MemoryCounts> {
  const [row] = await tx
    .select({
      me_too: memories.meTooCount,
      love: memories.loveCount,
      comments: memories.commentCount,
      votes: memories.voteCount,
    })
    .from(memories)
    .where(eq(memories.id, memoryId))
  return row ?? { me_too: 0, love: 0, comments: 0, votes: 0 }
}
