import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { at, createdAt, bigId, idKey, optionalRef, ownedBy } from './columns'
import { guideSessions } from './guide'
import { users } from './identity'
import { memoryRef } from './memories'

/**
 * Comments on a memory with one level of replies (SPEC §6). A comment with replies that is deleted
 * (or whose author is erased) stays as an empty "deleted" entry so the replies keep their place;
 * migration 0006 does it for erasure, where `author_id` is set to null.
 */
export const comments = pgTable(
  'comments',
  {
    id: idKey(),
    memoryId: memoryRef(),
    authorId: optionalRef('author_id', () => users.id, 'set null'),
    parentId: bigId('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    body: text('body').notNull(),
    /**
     * Posted without the author's name (decision 057): nobody but moderators learns who, and no
     * relation to them changes what anyone sees of it (decision 036). Comments before it are named.
     */
    anonymous: boolean('anonymous').notNull().default(false),
    loveCount: integer('love_count').notNull().default(0),
    createdAt: createdAt(),
    editedAt: at('edited_at'),
    deletedAt: at('deleted_at'),
    /**
     * Set aside by moderation (SPEC §10): `held` by three open reports, `hidden` or `removed` by a
     * moderator. Nobody but the author reads it meanwhile, and it leaves the memory's count.
     */
    moderationState: text('moderation_state', { enum: ['held', 'hidden', 'removed'] }),
  },
  (t) => [
    // A memory's top-level comments, newest first, page by page.
    index('comments_top_idx')
      .on(t.memoryId, t.id)
      .where(sql`${t.parentId} is null`),
    index('comments_replies_idx').on(t.parentId, t.id),
    // A person's comments on one memory: whether a reader of its comments wrote any or is kept from
    // some of their authors (decision 045); alone, the author's column serves erasure and exports.
    index('comments_author_memory_idx').on(t.authorId, t.memoryId),
    // Deleting the row it points at (a cascade or set null) finds these rows by this index, not by
    // reading the whole table (decision 032).
    index('comments_memory_idx').on(t.memoryId),
  ],
)

// ---- comments on the sections of a guide report (SPEC §4.3): their own tables, decision 051 ---------

export const guideComments = pgTable(
  'guide_comments',
  {
    id: idKey(),
    /** The session that wrote it; cleared when that session is deleted or purged. */
    sessionId: optionalRef('session_id', () => guideSessions.id, 'set null'),
    userId: optionalRef('user_id', () => users.id, 'cascade'),
    sectionSlug: text('section_slug').notNull(),
    traumaSlug: text('trauma_slug'),
    body: text('body').notNull(),
    /** Null when posted anonymously. */
    authorName: text('author_name'),
    createdAt: createdAt(),
    /** When the author last changed the text; readers are told it was edited. */
    editedAt: at('edited_at'),
    /** Hidden by three independent flags until a moderator looks (SPEC §10, modules/moderation). */
    hiddenAt: at('hidden_at'),
  },
  (t) => [
    index('guide_comments_section_idx').on(t.sectionSlug, t.createdAt),
    index('guide_comments_user_idx').on(t.userId),
    index('guide_comments_session_idx').on(t.sessionId),
  ],
)

export const guideCommentVotes = pgTable(
  'guide_comment_votes',
  {
    commentId: ownedBy('comment_id', () => guideComments.id),
    sessionId: ownedBy('session_id', () => guideSessions.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.sessionId] }),
    index('guide_comment_votes_session_idx').on(t.sessionId),
  ],
)
