import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { everyOwnRow } from '../../db/own-rows'
import { guideComments, guideCommentVotes } from '../../db/schema/index'
import { sectionCommentShown } from '../../access'
import type { CommentOwner } from './section-comment-owner'

export type SectionCommentRow = typeof guideComments.$inferSelect
type NewComment = Omit<typeof guideComments.$inferInsert, 'id'>

/** Shown to readers: the read policy's rule (access/comment-rules.ts). */
const shown = sectionCommentShown(guideComments.hiddenAt)

/** A comment's helpful votes, counted in the same query. */
const helpful = sql<number>`(select count(*)::int from ${guideCommentVotes} v where v.comment_id = ${guideComments.id})`

/** The SQL condition "this comment belongs to `owner`". */
function ownedBy(owner: CommentOwner): SQL {
  const conditions = [
    owner.sessionRowId === null ? undefined : eq(guideComments.sessionId, owner.sessionRowId),
    owner.userId === null ? undefined : eq(guideComments.userId, owner.userId),
  ].filter((c): c is SQL => c !== undefined)
  // With neither, nothing is theirs: callers refuse that case earlier, this keeps it safe regardless.
  return conditions.length === 0 ? sql`false` : or(...conditions)!
}

/** Comments on report sections and their helpful votes, one per comment and session. Rows in, rows out. */
export function createSectionCommentsRepository(db: Db) {
  return {
    /** A page of visible comments, most helpful first, with the total matching. */
    async listVisible(
      filter: { sectionSlug?: string; traumaSlug?: string; authorId?: number; limit: number; offset: number },
      tx: Db = db,
    ) {
      const where: SQL[] = [shown]
      if (filter.sectionSlug) where.push(eq(guideComments.sectionSlug, filter.sectionSlug))
      if (filter.traumaSlug) where.push(eq(guideComments.traumaSlug, filter.traumaSlug))
      if (filter.authorId !== undefined) where.push(eq(guideComments.userId, filter.authorId))
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(guideComments)
        .where(and(...where))
      const rows = await tx
        .select({ row: guideComments, helpful })
        .from(guideComments)
        .where(and(...where))
        .orderBy(desc(helpful), desc(guideComments.createdAt), desc(guideComments.id))
        .limit(filter.limit)
        .offset(filter.offset)
      return { total, rows }
    },

    async insert(values: NewComment, tx: Db = db): Promise<SectionCommentRow> {
      const [row] = await tx.insert(guideComments).values(values).returning()
      return row!
    },

    /**
     * Sets the text of the owner's visible comment; edited_at moves only when the text really
     * changed. Null when there is no such comment.
     */
    async updateOwnVisibleBody(
      commentId: number,
      owner: CommentOwner,
      body: string,
      now: Date,
      tx: Db = db,
    ): Promise<SectionCommentRow | null> {
      const [row] = await tx
        .update(guideComments)
        .set({
          body,
          editedAt: sql`case when ${guideComments.body} = ${body} then ${guideComments.editedAt} else ${now.toISOString()}::timestamptz end`,
        })
        .where(and(eq(guideComments.id, commentId), shown, ownedBy(owner)))
        .returning()
      return row ?? null
    },

    /** Deletes the owner's comment (visible or hidden); false when there is no such comment. */
    async deleteOwn(commentId: number, owner: CommentOwner, tx: Db = db): Promise<boolean> {
      const gone = await tx
        .delete(guideComments)
        .where(and(eq(guideComments.id, commentId), ownedBy(owner)))
        .returning({ id: guideComments.id })
      return gone.length > 0
    },

    async findVisible(commentId: number, tx: Db = db): Promise<SectionCommentRow | null> {
      const [row] = await tx
        .select()
        .from(guideComments)
        .where(and(eq(guideComments.id, commentId), shown))
      return row ?? null
    },

    async hide(commentId: number, now: Date, tx: Db = db) {
      await tx.update(guideComments).set({ hiddenAt: now }).where(eq(guideComments.id, commentId))
    },

    /** Of these section slugs, the ones with visible comments, and how many. */
    async countVisibleBySection(sectionSlugs: string[], tx: Db = db): Promise<Map<string, number>> {
      if (sectionSlugs.length === 0) return new Map()
      const rows = await tx
        .select({ slug: guideComments.sectionSlug, n: count() })
        .from(guideComments)
        .where(and(inArray(guideComments.sectionSlug, sectionSlugs), shown))
        .groupBy(guideComments.sectionSlug)
      return new Map(rows.map((r) => [r.slug, r.n]))
    },

    /** The visible comments this session voted helpful, with their counts. */
    async listVisibleVotedBy(sessionRowId: number, tx: Db = db) {
      const voted = tx
        .select({ id: guideCommentVotes.commentId })
        .from(guideCommentVotes)
        .where(eq(guideCommentVotes.sessionId, sessionRowId))
      return tx
        .select({ commentId: guideComments.id, helpfulCount: helpful })
        .from(guideComments)
        .where(and(inArray(guideComments.id, voted), shown))
        .orderBy(guideComments.id)
    },

    /** Removes this session's helpful vote; true when there was one. */
    async removeVote(commentId: number, sessionRowId: number, tx: Db = db): Promise<boolean> {
      const removed = await tx
        .delete(guideCommentVotes)
        .where(and(eq(guideCommentVotes.commentId, commentId), eq(guideCommentVotes.sessionId, sessionRowId)))
        .returning({ id: guideCommentVotes.commentId })
      return removed.length > 0
    },

    async addVote(commentId: number, sessionRowId: number, now: Date, tx: Db = db) {
      await tx
        .insert(guideCommentVotes)
        .values({ commentId, sessionId: sessionRowId, createdAt: now })
        .onConflictDoNothing()
    },

    async helpfulCount(commentId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(guideCommentVotes)
        .where(eq(guideCommentVotes.commentId, commentId))
      return row?.n ?? 0
    },

    /** A person's comments, oldest first (the account export). */
    listByUser: (userId: number) => everyOwnRow(db, userId, guideComments),
  }
}
export type SectionCommentsRepository = ReturnType<typeof createSectionCommentsRepository>
