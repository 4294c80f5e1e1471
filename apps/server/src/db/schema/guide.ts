import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, bigId, idKey, ownedBy, optionalRef, sortOrder, contentKey } from './columns'
import type {
  CaregiverStyle,
  ItemOption,
  Prevalence,
  TraumaDetailContent,
} from '@kindred/contract/guide-content'
import { users } from './identity'

// ---- content, mirrored from content/guide by slug (SPEC §4.1) --------------------------------------

export const traumaTypes = pgTable('trauma_types', {
  ...contentKey(),
  name: text('name').notNull(),
  framework: text('framework', { enum: ['cdc_ace', 'expanded'] }).notNull(),
  family: text('family').notNull(),
  nature: text('nature').notNull(),
  summary: text('summary').notNull(),
  prevalence: jsonb('prevalence').$type<Prevalence | null>(),
  detail: jsonb('detail').$type<TraumaDetailContent>().notNull(),
  sortOrder: sortOrder(),
  /** False once the slug left the content files; kept so nobody's saved answers disappear. */
  active: boolean('active').notNull().default(true),
})

export const guideGroups = pgTable('guide_groups', {
  ...contentKey(),
  sortOrder: sortOrder(),
  title: text('title').notNull(),
  intro: text('intro').notNull(),
  active: boolean('active').notNull().default(true),
})

export const guideItems = pgTable('guide_items', {
  ...contentKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => guideGroups.id),
  kind: text('kind', { enum: ['ace', 'expanded', 'pce', 'caregiver'] }).notNull(),
  typeSlug: text('type_slug'),
  prompt: text('prompt').notNull(),
  helpText: text('help_text').notNull(),
  options: jsonb('options').$type<ItemOption[]>().notNull(),
  sortOrder: sortOrder(),
  active: boolean('active').notNull().default(true),
})

// ---- a visitor's guide -----------------------------------------------------------------------------

/**
 * One person's pass through the guide. The session id is their key and is stored only as a
 * SHA-256 hash. Expires 30 days after the last activity; the purge job deletes it with everything
 * hanging off it.
 */
export const guideSessions = pgTable(
  'guide_sessions',
  {
    id: idKey(),
    keyHash: text('key_hash').notNull(),
    /** The key sealed with a server key, only for sessions linked to an account (resume elsewhere). */
    keySealed: text('key_sealed'),
    userId: optionalRef('user_id', () => users.id, 'cascade'),
    consentVersion: integer('consent_version').notNull(),
    consentedAt: at('consented_at').notNull(),
    createdAt: createdAt(),
    lastActiveAt: at('last_active_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the person says they are done ("complete" report); counted in community statistics. */
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('guide_sessions_key_hash_key').on(t.keyHash),
    index('guide_sessions_user_id_idx').on(t.userId),
    index('guide_sessions_expires_at_idx').on(t.expiresAt),
  ],
)

export const guideAnswers = pgTable(
  'guide_answers',
  {
    id: idKey(),
    sessionId: ownedBy('session_id', () => guideSessions.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => guideItems.id),
    value: text('value').notNull(),
    counts: boolean('counts').notNull(),
    answeredAt: at('answered_at').notNull(),
  },
  (t) => [
    uniqueIndex('guide_answers_session_item_key').on(t.sessionId, t.itemId),
    index('guide_answers_item_counts_idx')
      .on(t.itemId)
      .where(sql`${t.counts}`),
  ],
)

/**
 * One report per session, rebuilt in place so its id stays the same. It stores the scores, not the
 * text: sections are built from these and the current content whenever the report is read.
 */
export const guideReports = pgTable('guide_reports', {
  id: idKey(),
  sessionId: bigId('session_id')
    .notNull()
    .unique()
    .references(() => guideSessions.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['partial', 'complete'] }).notNull(),
  aceScore: integer('ace_score').notNull(),
  expandedCount: integer('expanded_count').notNull(),
  pceScore: integer('pce_score').notNull(),
  /** Slugs of the present trauma types, for the community statistics. */
  presentTypes: jsonb('present_types').$type<string[]>().notNull(),
  /** The caregiver pair answered, if any. Sections are built from these and the content on read. */
  caregivers: jsonb('caregivers').$type<{ a: CaregiverStyle; b: CaregiverStyle } | null>(),
  /** How many of the guide's questions the report was made from (the rest were left unanswered). */
  answeredCount: integer('answered_count').notNull(),
  generatedAt: at('generated_at').notNull(),
})
