import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, bigId, idKey, optionalRef, sortOrder, contentKey } from './columns'
import { userRef, users } from './identity'

/** What can be flagged (SPEC §6 "Reasons and reports", §10). */
export const FLAG_SUBJECT_KINDS = ['guide_comment', 'memory', 'comment', 'person'] as const
export type FlagSubjectKind = (typeof FLAG_SUBJECT_KINDS)[number]

/**
 * Flags waiting for the moderation queue, for every kind of subject (decision 019), each with a
 * snapshot of what was flagged. A subject's flags are deleted with it (a trigger per subject table,
 * see migration 0004), as a foreign key would for one kind of subject.
 */
export const flags = pgTable(
  'flags',
  {
    id: idKey(),
    subjectKind: text('subject_kind', { enum: FLAG_SUBJECT_KINDS }).notNull(),
    subjectId: bigId('subject_id').notNull(),
    /** Who flagged: a signed-in person or a guide session, hashed, so one flagger counts once. */
    flaggerKey: text('flagger_key').notNull(),
    flaggerUserId: optionalRef('flagger_user_id', () => users.id, 'set null'),
    reason: text('reason').notNull(),
    note: text('note'),
    snapshot: text('snapshot').notNull(),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('flags_once_key').on(t.subjectKind, t.subjectId, t.flaggerKey),
    index('flags_open_idx')
      .on(t.subjectKind, t.subjectId)
      .where(sql`${t.resolvedAt} is null`),
    index('flags_flagger_user_idx').on(t.flaggerUserId),
  ],
)

/**
 * The reasons to report content, mirrored from content/moderation by slug (SPEC §6): a `violation`
 * goes to the moderators; a `personal` one ("I'd rather not see this") offers hide, mute or block.
 * `target_kinds` are the seed's numbers: 1 memory, 2 comment, 3 person, 4 guide comment.
 */
export const reportReasons = pgTable('report_reasons', {
  ...contentKey(),
  label: text('label').notNull(),
  description: text('description').notNull(),
  kind: text('kind', { enum: ['violation', 'personal'] }).notNull(),
  targetKinds: smallint('target_kinds').array().notNull(),
  disabled: boolean('disabled').notNull(),
  sortOrder: sortOrder(),
})

/**
 * The moderation log (SPEC §10): who decided what about which subject, and when; never the content.
 * A moderator's erasure keeps the entry without them.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: idKey(),
    moderatorId: optionalRef('moderator_id', () => users.id, 'set null'),
    subjectKind: text('subject_kind', { enum: FLAG_SUBJECT_KINDS }).notNull(),
    subjectId: bigId('subject_id').notNull(),
    decision: text('decision').notNull(),
    /** The rule broken (a report reason's slug), for decisions that act on content. */
    rule: text('rule'),
    /** Until when a `suspend` decision suspends the person; null for every other decision. */
    until: at('until'),
    reportsClosed: integer('reports_closed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_subject_idx').on(t.subjectKind, t.subjectId),
    index('moderation_actions_moderator_idx').on(t.moderatorId),
  ],
)

/**
 * An author's appeal of a decision that hid or removed their memory or comment (SPEC §10): once per
 * decision, decided by a moderator other than the one who made it. Kept with the log; erased with
 * the author.
 */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: idKey(),
    actionId: bigId('action_id')
      .notNull()
      .unique()
      .references(() => moderationActions.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    /** What the author wants the second moderator to know. */
    note: text('note').notNull(),
    createdAt: createdAt(),
    /** The decision on the appeal, itself an entry of the log (`restore` or `uphold`). */
    decisionId: optionalRef('decision_id', () => moderationActions.id, 'set null'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('moderation_appeals_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.decidedAt} is null`),
    index('moderation_appeals_author_idx').on(t.authorId),
  ],
)
