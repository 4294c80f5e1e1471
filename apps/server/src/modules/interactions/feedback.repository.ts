import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { feedbackGiven } from '../../db/schema/index'
import { queryRows } from '../../lib/query-rows'

/** What feedback is given to: a memory, or one of its comments. */
export type FeedbackSubject =
  { kind: 'memory'; memoryId: number } | { kind: 'comment'; memoryId: number; commentId: number }

export interface FeedbackCountRow {
  feedback_id: number
  count: number
  mine: boolean
}

const subjectOf = (subject: FeedbackSubject) =>
  subject.kind === 'memory'
    ? and(eq(feedbackGiven.memoryId, subject.memoryId), isNull(feedbackGiven.commentId))
    : eq(feedbackGiven.commentId, subject.commentId)

/** Supportive phrases given (SPEC §6); the counts are the trigger's `feedback_counts`. */
export function createFeedbackRepository(db: Db) {
  return {
    /** True when this call gave the phrase; giving it again changes nothing. */
    async add(phraseId: number, userId: number, subject: FeedbackSubject, at: Date, tx: Db = db) {
      const added = await tx
        .insert(feedbackGiven)
        .values({
          phraseId,
          userId,
          memoryId: subject.memoryId,
          commentId: subject.kind === 'comment' ? subject.commentId : null,
          createdAt: at,
        })
        // Either partial unique index (one per person, phrase and memory or comment) may answer.
        .onConflictDoNothing()
        .returning({ id: feedbackGiven.id })
      return added.length > 0
    },
    async remove(phraseId: number, userId: number, subject: FeedbackSubject, tx: Db = db) {
      await tx
        .delete(feedbackGiven)
        .where(
          and(eq(feedbackGiven.phraseId, phraseId), eq(feedbackGiven.userId, userId), subjectOf(subject)),
        )
    },

    /**
     * The phrases given to the subject at least once, in file order, with their counts and whether
     * `reader` gave each (false for a visitor). One statement.
     */
    async summary(subject: FeedbackSubject, reader: number | null, tx: Db = db): Promise<FeedbackCountRow[]> {
      const [kind, id] =
        subject.kind === 'memory' ? ['memory', subject.memoryId] : ['comment', subject.commentId]
      const givenBy =
        subject.kind === 'memory'
          ? sql`g.memory_id = ${subject.memoryId} and g.comment_id is null`
          : sql`g.comment_id = ${subject.commentId}`
      const mine =
        reader === null
          ? sql`false`
          : sql`exists (select 1 from feedback_given g where g.user_id = ${reader} and g.phrase_id = p.id and ${givenBy})`
      return queryRows<FeedbackCountRow>(
        tx,
        sql`select p.id as feedback_id, fc.count, ${mine} as mine
          from feedback_counts fc join feedback_phrases p on p.id = fc.phrase_id
          where fc.subject_kind = ${kind} and fc.subject_id = ${id} and fc.count > 0
          order by p.sort_order, p.id`,
      )
    },
  }
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>
