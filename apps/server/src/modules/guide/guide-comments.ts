import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { GuideComment } from '@kindred/contract/guide'
import type { Db } from '../../db/client'
import { guideCommentReports, guideComments, guideCommentVotes } from '../../db/schema/index'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { sha256 } from '../../lib/secrets'
import { FIXED_SECTIONS, traumaSectionSlug } from './build-report'
import type { GuideCatalog } from './content/guide-catalog'

/** Open reports from this many different people hide a comment until a moderator looks (SPEC §10). */
export const HIDE_AFTER_REPORTS = 3

const commentNotFound = () => new AppError(404, 'COMMENT_NOT_FOUND', 'That comment was not found.')

export interface CommentFilter {
  limit: number
  page: number
  sectionSlug?: string
  traumaSlug?: string
  /** Only this person's comments (the `google_id` filter, already checked to be the viewer). */
  authorId?: number
  viewer: { sessionRowId: number | null; userId: number | null }
}

/** Comments on report sections: "what helped me", read by everyone, voted helpful (SPEC §4.3). */
export function createGuideComments(deps: { db: Db; clock: Clock; catalog: GuideCatalog }) {
  const { db, clock, catalog } = deps
  const helpful = sql<number>`(select count(*)::int from ${guideCommentVotes} v where v.comment_id = ${guideComments.id})`

  /** Which section a comment is for; refuses sections no report can have. */
  function target(sectionSlug: string, traumaSlug?: string) {
    if ((FIXED_SECTIONS as readonly string[]).includes(sectionSlug)) {
      if (traumaSlug)
        throw fieldError('body.trauma_slug', 'Only a section about one experience takes a trauma_slug.')
      return { sectionSlug, traumaSlug: null }
    }
    const type = catalog.types.find((t) => traumaSectionSlug(t.slug) === sectionSlug)
    if (!type) throw fieldError('body.section_slug', 'There is no report section with that name.')
    if (traumaSlug && traumaSlug !== type.slug)
      throw fieldError('body.trauma_slug', 'This does not match the section the comment is for.')
    return { sectionSlug, traumaSlug: type.slug }
  }

  async function visibleOrThrow(commentId: number) {
    const [row] = await db
      .select({ id: guideComments.id })
      .from(guideComments)
      .where(and(eq(guideComments.id, commentId), isNull(guideComments.hiddenAt)))
    if (!row) throw commentNotFound()
  }

  async function helpfulCount(commentId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(guideCommentVotes)
      .where(eq(guideCommentVotes.commentId, commentId))
    return row?.n ?? 0
  }

  return {
    async list(filter: CommentFilter): Promise<{ results: GuideComment[]; total: number }> {
      const where: SQL[] = [isNull(guideComments.hiddenAt)]
      if (filter.sectionSlug) where.push(eq(guideComments.sectionSlug, filter.sectionSlug))
      if (filter.traumaSlug) where.push(eq(guideComments.traumaSlug, filter.traumaSlug))
      if (filter.authorId !== undefined) where.push(eq(guideComments.userId, filter.authorId))
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(guideComments)
        .where(and(...where))
      const rows = await db
        .select({
          id: guideComments.id,
          sectionSlug: guideComments.sectionSlug,
          traumaSlug: guideComments.traumaSlug,
          body: guideComments.body,
          authorName: guideComments.authorName,
          createdAt: guideComments.createdAt,
          sessionId: guideComments.sessionId,
          userId: guideComments.userId,
          helpful,
        })
        .from(guideComments)
        .where(and(...where))
        .orderBy(desc(helpful), desc(guideComments.createdAt), desc(guideComments.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
      const { sessionRowId, userId } = filter.viewer
      return {
        total,
        results: rows.map((r) => ({
          id: r.id,
          section_slug: r.sectionSlug,
          trauma_slug: r.traumaSlug,
          body: r.body,
          author: r.authorName,
          created_at: r.createdAt.toISOString(),
          helpful_count: r.helpful,
          mine:
            (sessionRowId !== null && r.sessionId === sessionRowId) ||
            (userId !== null && r.userId === userId),
        })),
      }
    },

    async create(input: {
      sessionRowId: number
      user: { id: number; displayName: string } | null
      sectionSlug: string
      traumaSlug?: string
      body: string
      anonymous: boolean
    }): Promise<GuideComment> {
      const where = target(input.sectionSlug, input.traumaSlug)
      const authorName = input.user && !input.anonymous ? input.user.displayName : null
      const [row] = await db
        .insert(guideComments)
        .values({
          sessionId: input.sessionRowId,
          userId: input.user?.id ?? null,
          sectionSlug: where.sectionSlug,
          traumaSlug: where.traumaSlug,
          body: input.body.trim(),
          authorName,
          createdAt: clock.now(),
        })
        .returning()
      return {
        id: row!.id,
        section_slug: row!.sectionSlug,
        trauma_slug: row!.traumaSlug,
        body: row!.body,
        author: row!.authorName,
        created_at: row!.createdAt.toISOString(),
        helpful_count: 0,
        mine: true,
      }
    },

    /** Toggles this session's helpful vote; returns whether it is now on, and the new count. */
    async toggleVote(commentId: number, sessionRowId: number) {
      await visibleOrThrow(commentId)
      const removed = await db
        .delete(guideCommentVotes)
        .where(and(eq(guideCommentVotes.commentId, commentId), eq(guideCommentVotes.sessionId, sessionRowId)))
        .returning({ id: guideCommentVotes.commentId })
      if (removed.length === 0) {
        await db
          .insert(guideCommentVotes)
          .values({ commentId, sessionId: sessionRowId, createdAt: clock.now() })
          .onConflictDoNothing()
      }
      return {
        comment_id: commentId,
        voted: removed.length === 0,
        helpful_count: await helpfulCount(commentId),
      }
    },

    /** The comments this session voted helpful, with their counts ("vote-page-load"). */
    async votesOf(sessionRowId: number) {
      const voted = db
        .select({ id: guideCommentVotes.commentId })
        .from(guideCommentVotes)
        .where(eq(guideCommentVotes.sessionId, sessionRowId))
      const rows = await db
        .select({ comment_id: guideComments.id, helpful_count: helpful })
        .from(guideComments)
        .where(and(inArray(guideComments.id, voted), isNull(guideComments.hiddenAt)))
        .orderBy(guideComments.id)
      return rows
    },

    /**
     * Stores a report for the moderation queue with a snapshot of the text. One reporter counts
     * once; enough different reporters hide the comment until a moderator decides.
     */
    async report(input: {
      commentId: number
      reporter: string
      reporterUserId: number | null
      reason: string
      note?: string
    }) {
      const [comment] = await db
        .select({ id: guideComments.id, body: guideComments.body, hiddenAt: guideComments.hiddenAt })
        .from(guideComments)
        .where(eq(guideComments.id, input.commentId))
      if (!comment || comment.hiddenAt) throw commentNotFound()
      await db.transaction(async (tx) => {
        await tx
          .insert(guideCommentReports)
          .values({
            commentId: comment.id,
            reporterKey: sha256(input.reporter),
            reporterUserId: input.reporterUserId,
            reason: input.reason,
            note: input.note ?? null,
            snapshot: comment.body,
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
        const [open] = await tx
          .select({ n: count() })
          .from(guideCommentReports)
          .where(and(eq(guideCommentReports.commentId, comment.id), isNull(guideCommentReports.resolvedAt)))
        if ((open?.n ?? 0) >= HIDE_AFTER_REPORTS) {
          await tx
            .update(guideComments)
            .set({ hiddenAt: clock.now() })
            .where(eq(guideComments.id, comment.id))
        }
      })
    },

    /** Of these section slugs, the ones with visible comments, and how many. */
    async countsBySection(sectionSlugs: string[]) {
      if (sectionSlugs.length === 0) return new Map<string, number>()
      const rows = await db
        .select({ slug: guideComments.sectionSlug, n: count() })
        .from(guideComments)
        .where(and(inArray(guideComments.sectionSlug, sectionSlugs), isNull(guideComments.hiddenAt)))
        .groupBy(guideComments.sectionSlug)
      return new Map(rows.map((r) => [r.slug, r.n]))
    },
  }
}
export type GuideCommentsService = ReturnType<typeof createGuideComments>

function fieldError(path: string, message: string) {
  return new AppError(422, 'VALIDATION', message, [{ path, message }])
}
