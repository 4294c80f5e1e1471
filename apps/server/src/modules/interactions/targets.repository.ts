import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { liveCommentFor, unseenPeople } from '../../access'
import { queryRows } from '../../lib/query-rows'
import { commentsAsC } from '../comments'
import { joinMemoryAsM } from '../memories'

/** A comment someone may act on: live, with an author, not behind a block (SPEC §6). */
export interface CommentTarget {
  id: number
  memoryId: number
  authorId: number
  loveCount: number
}

/** A me-too as its memory's author may love it back. */
export interface MeTooTarget {
  id: number
  memoryId: number
  lovedBack: boolean
}

/**
 * The comments and me-toos people react to, read with the rules of who may see them. Memories are
 * read through the memories module (`findReadableMemory`), which owns who may read one.
 */
export function createTargetsRepository(db: Db) {
  return {
    /**
     * A live comment, unless its named author and `reader` block each other (then it does not exist
     * for them; an anonymous memory's author's comment exists for everyone, decision 036). A visitor
     * (null) is checked by the memory alone.
     */
    async comment(commentId: number, reader: number | null, tx: Db = db): Promise<CommentTarget | null> {
      const [row] = await queryRows<{ id: string; memory_id: string; author_id: string; love_count: number }>(
        tx,
        sql`select c.id::text as id, c.memory_id::text as memory_id, c.author_id::text as author_id, c.love_count
          from ${commentsAsC}
          where c.id = ${commentId} and c.author_id is not null and ${liveCommentFor(reader, 'c')}`,
      )
      if (!row) return null
      return {
        id: Number(row.id),
        memoryId: Number(row.memory_id),
        authorId: Number(row.author_id),
        loveCount: row.love_count,
      }
    },

    /**
     * A me-too on a memory `author` wrote, anonymous or from someone they still see (not blocked
     * either way, not muted): only the author sees me-toos, so for anyone else it does not exist. An
     * anonymous one is there whoever gave it: else a block would name its giver (decision 036).
     */
    async meTooOnMemoryOf(meTooId: number, author: number, tx: Db = db): Promise<MeTooTarget | null> {
      const [row] = await queryRows<{ id: string; memory_id: string; loved_back: boolean }>(
        tx,
        sql`select t.id::text as id, t.memory_id::text as memory_id, t.loved_back_at is not null as loved_back
          from me_toos t ${joinMemoryAsM(sql`t.memory_id`)}
          where t.id = ${meTooId} and m.author_id = ${author}
            and (t.anonymous or not (t.user_id = any(${unseenPeople(author)})))`,
      )
      return row ? { id: Number(row.id), memoryId: Number(row.memory_id), lovedBack: row.loved_back } : null
    },
  }
}

export type TargetsRepository = ReturnType<typeof createTargetsRepository>
