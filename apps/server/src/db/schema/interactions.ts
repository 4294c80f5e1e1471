import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, bigId, idKey, ownedBy, optionalRef, sortOrder, contentKey } from './columns'
import { comments } from './comments'
import { userRef } from './identity'
import { memoryRef } from './memories'

// Every count a memory or comment shows (me too, love, comments, votes, feedback) is kept by a
// trigger on these tables (migration 0006), in the writer's transaction: exact under concurrency,
// and right after an account's erasure removes its rows by cascade. Nothing counts on read.

/**
 * "Me too" on a memory (SPEC §6): at most one per person and memory, with an optional note only
 * the memory's author reads, and the author's love back (the one love a me-too can receive).
 */
export const meToos = pgTable(
  'me_toos',
  {
    id: idKey(),
    memoryId: memoryRef(),
    userId: userRef('user_id'),
    note: text('note'),
    anonymous: boolean('anonymous').notNull(),
    lovedBackAt: at('loved_back_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('me_toos_once_key').on(t.memoryId, t.userId),
    index('me_toos_memory_idx').on(t.memoryId, t.id),
    index('me_toos_user_idx').on(t.userId, t.id),
  ],
)

export const memoryLoves = pgTable(
  'memory_loves',
  { memoryId: memoryRef(), userId: userRef('user_id'), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.memoryId, t.userId] }), index('memory_loves_user_idx').on(t.userId)],
)

export const commentLoves = pgTable(
  'comment_loves',
  {
    commentId: ownedBy('comment_id', () => comments.id),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_loves_user_idx').on(t.userId)],
)

/** "This resonates" (SPEC §6); the voters list reads the memory's votes newest first. */
export const votes = pgTable(
  'votes',
  { memoryId: memoryRef(), userId: userRef('user_id'), createdAt: createdAt() },
  (t) => [
    primaryKey({ columns: [t.memoryId, t.userId] }),
    index('votes_memory_idx').on(t.memoryId, t.createdAt, t.userId),
    index('votes_user_idx').on(t.userId),
  ],
)

/** The supportive phrases, mirrored from content/interactions by slug. */
export const feedbackPhrases = pgTable('feedback_phrases', {
  ...contentKey(),
  label: text('label').notNull(),
  /** Where the phrase is offered: 'memory', 'comment' or both. */
  appliesTo: text('applies_to').array().notNull(),
  disabled: boolean('disabled').notNull(),
  sortOrder: sortOrder(),
})

/** A phrase a person gave a memory (comment_id null) or one of its comments. */
export const feedbackGiven = pgTable(
  'feedback_given',
  {
    id: idKey(),
    phraseId: integer('phrase_id')
      .notNull()
      .references(() => feedbackPhrases.id),
    userId: userRef('user_id'),
    memoryId: memoryRef(),
    commentId: optionalRef('comment_id', () => comments.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_given_memory_once_key')
      .on(t.memoryId, t.userId, t.phraseId)
      .where(sql`${t.commentId} is null`),
    uniqueIndex('feedback_given_comment_once_key')
      .on(t.commentId, t.userId, t.phraseId)
      .where(sql`${t.commentId} is not null`),
    index('feedback_given_user_idx').on(t.userId),
    // Deleting the row it points at (a cascade or set null) finds these rows by this index, not by
    // reading the whole table (decision 032).
    index('feedback_given_memory_idx').on(t.memoryId),
  ],
)

/** How often each phrase was given to a memory or comment, kept by a trigger on feedback_given. */
export const feedbackCounts = pgTable(
  'feedback_counts',
  {
    subjectKind: text('subject_kind', { enum: ['memory', 'comment'] }).notNull(),
    subjectId: bigId('subject_id').notNull(),
    phraseId: integer('phrase_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subjectId, t.phraseId] })],
)
