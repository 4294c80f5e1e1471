import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './identity'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** What can be flagged: guide comments today; memories, their comments and people later (SPEC §10). */
export const FLAG_SUBJECT_KINDS = ['guide_comment'] as const
export type FlagSubjectKind = (typeof FLAG_SUBJECT_KINDS)[number]

/**
 * Flags waiting for the moderation queue, for every kind of subject (decision 019), each with a
 * snapshot of what was flagged. A subject's flags are deleted with it (a trigger per subject table,
 * see migration 0004), as a foreign key would for one kind of subject.
 */
export const flags = pgTable(
  'flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectKind: text('subject_kind', { enum: FLAG_SUBJECT_KINDS }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    /** Who flagged: a signed-in person or a guide session, hashed, so one flagger counts once. */
    flaggerKey: text('flagger_key').notNull(),
    flaggerUserId: bigint('flagger_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reason: text('reason').notNull(),
    note: text('note'),
    snapshot: text('snapshot').notNull(),
    createdAt: at('created_at').notNull(),
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
