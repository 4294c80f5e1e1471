import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guideComments } from '../../db/schema/index'
import type { ContentSubjectAdapter } from '../../lib/subjects'
import { commentSubject } from './comment-subject'

/**
 * Comments on report sections as subjects of moderators' decisions (SPEC §10, decisions 046, 051),
 * kind `guide_comment` as their flags have always been. They have one state of being set aside,
 * hidden (by three flags or a moderator); removed, one is deleted (its flags go by trigger). They
 * are anonymous: nobody is told and nothing is appealed.
 */
export function createSectionCommentSubject(db: Db): ContentSubjectAdapter {
  return commentSubject(db, {
    kind: 'guide_comment',

    async readable(_reader, id) {
      const [row] = await db
        .select({ body: guideComments.body })
        .from(guideComments)
        .where(and(eq(guideComments.id, id), isNull(guideComments.hiddenAt)))
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
  })
}
