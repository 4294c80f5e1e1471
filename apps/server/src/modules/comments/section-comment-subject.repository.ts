import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guideComments } from '../../db/schema/index'
import type { ContentSubjectAdapter, OwnFacts } from '../../lib/subjects'

const idFrom = (key: string) => (/^[1-9]\d{0,15}$/.test(key) ? Number(key) : null)

/**
 * Guide comments as subjects of moderators' decisions (SPEC §10, decision 046). They have one state
 * of being set aside, hidden (by three flags or a moderator); removed, one is deleted (its flags go
 * by trigger). They are anonymous: nobody is told and nothing is appealed.
 */
export function createSectionCommentSubject(db: Db): ContentSubjectAdapter {
  return {
    kind: 'guide_comment',

    idOf: async (key) => idFrom(key),

    async findReadable(_reader, key) {
      const id = idFrom(key)
      if (id === null) return null
      const [row] = await db
        .select({ body: guideComments.body })
        .from(guideComments)
        .where(and(eq(guideComments.id, id), isNull(guideComments.hiddenAt)))
      return row ? { id, author: null, snapshot: row.body } : null
    },

    async describe(ids, tx = db) {
      if (ids.length === 0) return new Map()
      const rows = await tx
        .select({ id: guideComments.id, body: guideComments.body })
        .from(guideComments)
        .where(inArray(guideComments.id, [...ids]))
      return new Map(
        rows.map((row): [number, OwnFacts] => [
          row.id,
          { publicKey: String(row.id), memoryId: null, commentId: null, text: row.body },
        ]),
      )
    },

    async setModeration(tx, id, state, at, onlyIf) {
      const where: SQL[] = [eq(guideComments.id, id)]
      if (onlyIf === 'shown') where.push(isNull(guideComments.hiddenAt))
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
  }
}
