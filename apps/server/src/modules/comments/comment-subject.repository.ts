import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guideComments } from '../../db/schema/index'
import { queryRows } from '../../lib/query-rows'
import { bigintArray } from '../../lib/sql-arrays'
import { moderationStateCondition, type ContentSubjectAdapter } from '../../lib/subjects'
import { findReadableMemory, liveCommentFor, sectionCommentShown } from '../../access'
import { commentSubject } from './comment-subject'

/**
 * Memory comments as subjects of reports and moderators' decisions (SPEC §10, decision 046), read
 * and set aside here, where the comments' table is owned. While set aside only its author reads one,
 * and it leaves its memory's count (trigger, migration 0010).
 */
function memoryCommentSubject(db: Db): ContentSubjectAdapter {
  return commentSubject(db, {
    kind: 'comment',

    /** A live comment shown to all (not set aside), unless a block stands between its named author and `reader`, on a memory they may read. */
    async readable(reader, id) {
      const [row] = await queryRows<{ memory_id: string; author_id: string | null; body: string }>(
        db,
        sql`select c.memory_id::text as memory_id, c.author_id::text as author_id, c.body from comments c
          where c.id = ${id} and ${liveCommentFor(reader, 'c')} and c.moderation_state is null`,
      )
      if (!row || !(await findReadableMemory(db, reader, { id: Number(row.memory_id) }))) return null
      return { author: row.author_id === null ? null : Number(row.author_id), snapshot: row.body }
    },

    async rows(ids, tx) {
      const rows = await queryRows<{ id: string; memory_id: string; body: string }>(
        tx,
        sql`select c.id::text as id, c.memory_id::text as memory_id, c.body from comments c
          where c.id = any(${bigintArray(ids)})`,
      )
      return rows.map((row) => ({ id: Number(row.id), memoryId: Number(row.memory_id), body: row.body }))
    },

    async setModeration(tx, id, state, _at, onlyIf) {
      const condition = moderationStateCondition(onlyIf)
      const [row] = await queryRows<{ author_id: string | null }>(
        tx,
        sql`update comments set moderation_state = ${state} where id = ${id} and deleted_at is null${condition}
          returning author_id::text as author_id`,
      )
      if (!row) return null
      return { author: row.author_id === null ? null : Number(row.author_id) }
    },

    async setAsideOf(id, author) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select id::text as id from comments where id = ${id} and author_id = ${author}
          and moderation_state in ('hidden', 'removed')`,
      )
      return rows.length > 0
    },
  })
}

/**
 * Comments on report sections as subjects of moderators' decisions (SPEC §10, decisions 046, 051),
 * kind `guide_comment` as their flags have always been. They have one state of being set aside,
 * hidden (by three flags or a moderator); removed, one is deleted (its flags go by trigger). They
 * are anonymous: nobody is told and nothing is appealed.
 */
function sectionCommentSubject(db: Db): ContentSubjectAdapter {
  return commentSubject(db, {
    kind: 'guide_comment',

    async readable(_reader, id) {
      const [row] = await db
        .select({ body: guideComments.body })
        .from(guideComments)
        .where(and(eq(guideComments.id, id), sectionCommentShown(guideComments.hiddenAt)))
      return row ? { author: null, snapshot: row.body } : null
    },

    async rows(ids, tx) {
      const rows = await tx
        .select({ id: guideComments.id, body: guideComments.body })
        .from(guideComments)
        .where(inArray(guideComments.id, [...ids]))
      return rows.map((row) => ({ id: row.id, memoryId: null, body: row.body }))
    },

    async setModeration(tx, id, state, at, onlyIf) {
      const where: SQL[] = [eq(guideComments.id, id)]
      if (onlyIf === 'shown') where.push(sectionCommentShown(guideComments.hiddenAt))
      if (onlyIf === 'held') where.push(isNotNull(guideComments.hiddenAt))
      const changed =
        state === 'removed'
          ? await tx
              .delete(guideComments)
              .where(and(...where))
              .returning({ id: guideComments.id })
          : await tx
              .update(guideComments)
              .set({ hiddenAt: state === null ? null : at })
              .where(and(...where))
              .returning({ id: guideComments.id })
      return changed.length > 0 ? { author: null } : null
    },
  })
}

/** Every subject's comments as subjects of reports and decisions, for the registry (app.ts). */
export const createCommentSubjects = (db: Db): ContentSubjectAdapter[] => [
  memoryCommentSubject(db),
  sectionCommentSubject(db),
]
