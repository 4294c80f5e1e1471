import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pairRows } from '../../db/pair-rows'
import { unseenPeople } from '../../access'
import { commentLoves, meToos, memoryLoves } from '../../db/schema/index'
import { queryRows } from '../../lib/query-rows'
import { commentLoveCount } from '../comments'
import { memoriesAsM, memoryCounts, type MemoryCounts } from '../memories'

/** A me-too as the memory's author reads it; giver fields are null for an anonymous one. */
export interface MeTooRow {
  id: string
  note: string | null
  anonymous: boolean
  loved_back_at: Date | string | null
  created_at: Date | string
  giver_public_id: string | null
  giver_display_name: string | null
}

/**
 * Me-toos, loves on memories and comments, and love back. Every write is one statement that is
 * idempotent under concurrency (a unique key and ON CONFLICT DO NOTHING); the counts are the
 * triggers' (never counted here).
 */
const memoryLoveRows = pairRows(memoryLoves, 'memoryId', 'userId')
const commentLoveRows = pairRows(commentLoves, 'commentId', 'userId')

export function createReactionsRepository(db: Db) {
  return {
    /** True when this call added the me-too; a second one keeps the first as it was. */
    async addMeToo(
      row: { memoryId: number; userId: number; note: string | null; anonymous: boolean; at: Date },
      tx: Db = db,
    ): Promise<boolean> {
      const added = await tx
        .insert(meToos)
        .values({
          memoryId: row.memoryId,
          userId: row.userId,
          note: row.note,
          anonymous: row.anonymous,
          createdAt: row.at,
        })
        .onConflictDoNothing()
        .returning({ id: meToos.id })
      return added.length > 0
    },
    async removeMeToo(memoryId: number, userId: number, tx: Db = db) {
      await tx.delete(meToos).where(and(eq(meToos.memoryId, memoryId), eq(meToos.userId, userId)))
    },

    addMemoryLove: (memoryId: number, userId: number, at: Date, tx: Db = db) =>
      memoryLoveRows.add(tx, memoryId, userId, at),
    removeMemoryLove: (memoryId: number, userId: number, tx: Db = db) =>
      memoryLoveRows.remove(tx, memoryId, userId),

    addCommentLove: (commentId: number, userId: number, at: Date, tx: Db = db) =>
      commentLoveRows.add(tx, commentId, userId, at),
    removeCommentLove: (commentId: number, userId: number, tx: Db = db) =>
      commentLoveRows.remove(tx, commentId, userId),

    /** The author's love back: set once (the first time stays), or cleared with null. */
    async setLovedBack(meTooId: number, at: Date | null, tx: Db = db) {
      await tx
        .update(meToos)
        .set({
          lovedBackAt:
            at === null ? null : sql`coalesce(${meToos.lovedBackAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(meToos.id, meTooId))
    },

    /** The memory's counts, the memories module's (decision 077). */
    memoryCounts: (memoryId: number, tx: Db = db): Promise<MemoryCounts> => memoryCounts(tx, memoryId),

    /** The comment's loves, the comments module's. */
    commentLoveCount: (commentId: number, tx: Db = db) => commentLoveCount(tx, commentId),

    /**
     * A page of the me-toos on the memory `link` if `author` wrote it, newest first, `limit + 1`
     * rows (has_next), without the named ones of givers the author blocked, is blocked by or muted
     * (anonymous ones stay, whoever gave them: decision 036); null when the memory is not theirs. One
     * statement: the memory and the page together.
     */
    async meToosOnMemoryOf(
      link: string,
      author: number,
      page: { limit: number; offset: number },
      tx: Db = db,
    ): Promise<MeTooRow[] | null> {
      const rows = await queryRows<{ memory_id: string } & { [K in keyof MeTooRow]: MeTooRow[K] | null }>(
        tx,
        sql`select m.id::text as memory_id, t.id::text as id, t.note, t.anonymous, t.loved_back_at, t.created_at,
            t.giver_public_id, t.giver_display_name
          from ${memoriesAsM}
          left join lateral (
            select t.id, t.note, t.anonymous, t.loved_back_at, t.created_at,
              -- An anonymous giver's identity never leaves the database (SPEC §6).
              case when t.anonymous then null else u.public_id end as giver_public_id,
              case when t.anonymous then null else u.display_name end as giver_display_name
            from me_toos t join users u on u.id = t.user_id
            where t.memory_id = m.id and (t.anonymous or not (t.user_id = any(${unseenPeople(author)})))
            order by t.id desc
            limit ${page.limit + 1} offset ${page.offset}
          ) t on true
          where m.shareable_link = ${link} and m.author_id = ${author}
          order by t.id desc nulls last`,
      )
      if (rows.length === 0) return null
      return rows.filter((row): row is { memory_id: string } & MeTooRow => row.id !== null)
    },
  }
}

export type ReactionsRepository = ReturnType<typeof createReactionsRepository>
