import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../lib/query-rows'
import { bigintArray } from './sql-arrays'

/** A memory's counts and what the reader gave it. */
export interface MemoryStateRow {
  id: number
  me_too_count: number
  love_count: number
  comment_count: number
  vote_count: number
  me_too: boolean
  love: boolean
  voted: boolean
}

/** The reader's own state on many memories at once, for the feed's batch calls (SPEC §6). */
export function createStatusRepository(db: Db) {
  return {
    /** The counts and the reader's me-too, love and vote on each memory of `ids`: one statement. */
    async memoryStates(ids: readonly number[], reader: number, tx: Db = db): Promise<MemoryStateRow[]> {
      if (ids.length === 0) return []
      const rows = await queryRows<Omit<MemoryStateRow, 'id'> & { id: string }>(
        tx,
        sql`select m.id::text as id, m.me_too_count, m.love_count, m.comment_count, m.vote_count,
            exists (select 1 from me_toos t where t.memory_id = m.id and t.user_id = ${reader}) as me_too,
            exists (select 1 from memory_loves l where l.memory_id = m.id and l.user_id = ${reader}) as love,
            exists (select 1 from votes v where v.memory_id = m.id and v.user_id = ${reader}) as voted
          from memories m where m.id = any(${bigintArray(ids)})`,
      )
      return rows.map((row) => ({ ...row, id: Number(row.id) }))
    },
  }
}

export type StatusRepository = ReturnType<typeof createStatusRepository>
