import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../lib/query-rows'
import { readableBy } from '../memories'

/** A memory the reader may read: its link, its counts and what the reader gave it. */
export interface MemoryStateRow {
  id: number
  shareable_link: string
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
    /**
     * The memories behind `links` that `reader` may read (the memories module's rule), each with its
     * counts and what the reader gave it: their me-too and love (`reactions`) or their vote (`votes`),
     * the other false. One statement, one text whatever the number of links (SHAREABLE_LINK: letters,
     * digits and dashes, safe in an array literal).
     */
    async readableStates(
      links: readonly string[],
      reader: number,
      given: 'reactions' | 'votes',
      tx: Db = db,
    ): Promise<MemoryStateRow[]> {
      if (links.length === 0) return []
      const reactions = given === 'reactions'
      const rows = await queryRows<Omit<MemoryStateRow, 'id'> & { id: string }>(
        tx,
        sql`select m.id::text as id, m.shareable_link, m.me_too_count, m.love_count, m.comment_count, m.vote_count,
            ${reactions ? sql`exists (select 1 from me_toos t where t.memory_id = m.id and t.user_id = ${reader})` : sql`false`} as me_too,
            ${reactions ? sql`exists (select 1 from memory_loves l where l.memory_id = m.id and l.user_id = ${reader})` : sql`false`} as love,
            ${reactions ? sql`false` : sql`exists (select 1 from votes v where v.memory_id = m.id and v.user_id = ${reader})`} as voted
          from memories m where m.shareable_link = any(${`{${links.join(',')}}`}::text[]) and ${readableBy(reader)}`,
      )
      return rows.map((row) => ({ ...row, id: Number(row.id) }))
    },
  }
}

export type StatusRepository = ReturnType<typeof createStatusRepository>
