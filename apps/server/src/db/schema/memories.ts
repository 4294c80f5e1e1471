import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, createdAt, bigId, idKey, sortOrder, contentKey, ownedBy } from './columns'
import { MEMORY_LANGUAGES } from '@kindred/contract/memories-constants'
import { userRef } from './identity'

/** A memory's row: deleted with the memory. */
export const memoryRef = (name = 'memory_id') => ownedBy(name, () => memories.id)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

// ---- content, mirrored from content/memories by slug (SPEC §5.1) -----------------------------------

export const memoryTagKinds = pgTable('memory_tag_kinds', {
  ...contentKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: sortOrder(),
})

export const memoryTags = pgTable(
  'memory_tags',
  {
    id: serial('id').primaryKey(),
    kindId: integer('kind_id')
      .notNull()
      .references(() => memoryTagKinds.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The memory types the tag fits (1, 2, 3). */
    mt: smallint('mt').array().notNull(),
    /** Not offered for new memories; a tag that left the files is disabled, never deleted. */
    disabled: boolean('disabled').notNull(),
    safetyFilters: text('safety_filters').array().notNull(),
    sortOrder: sortOrder(),
    /**
     * Public memories carrying the tag as last settled; what changed since is in
     * memory_tag_count_shards (the count is the two summed, decision 072).
     */
    memoryCount: integer('memory_count').notNull().default(0),
  },
  (t) => [index('memory_tags_kind_idx').on(t.kindId, t.sortOrder)],
)

/**
 * The changes of each tag's count of public memories, kept by a trigger on memory_tag_links in one
 * of a few rows a tag (the writer's backend picks it), so two people sharing memories with the same
 * tag at once do not wait for each other's commit on one counter row (decision 072).
 */
export const memoryTagCountShards = pgTable(
  'memory_tag_count_shards',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => memoryTags.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.shard] })],
)

// ---- memories (SPEC §5) ---------------------------------------------------------------------------

export const memories = pgTable(
  'memories',
  {
    id: idKey(),
    hashId: text('hash_id').notNull(),
    shareableLink: text('shareable_link').notNull(),
    authorId: userRef('author_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The language title and body are written in (MEMORY_LANGUAGES): search stems them in it. */
    language: text('language', { enum: MEMORY_LANGUAGES }).notNull().default('en'),
    mt: smallint('mt').notNull(),
    ageRange: text('age_range', { enum: ['0-5', '6-11', '12-17'] }),
    /** Every safety filter the memory matches: its tags' and the author's own (kept on write). */
    contentWarnings: text('content_warnings').array().notNull(),
    /** The warnings the author added beyond those of the tags. */
    authorWarnings: text('author_warnings').array().notNull(),
    visibility: text('visibility', { enum: ['public', 'connections', 'private'] }).notNull(),
    anonymous: boolean('anonymous').notNull(),
    commentsPolicy: text('comments_policy', { enum: ['everyone', 'connections', 'off'] }).notNull(),
    /**
     * Null, or why nobody but its author may see it (SPEC §10): `held` by three open reports until a
     * moderator looks, `hidden` or `removed` by a moderator. Tag links follow (migration 0009).
     */
    moderationState: text('moderation_state', { enum: ['held', 'hidden', 'removed'] }),
    meTooCount: integer('me_too_count').notNull().default(0),
    loveCount: integer('love_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    voteCount: integer('vote_count').notNull().default(0),
    /**
     * Raised by every change of what any reader is shown of the memory or of its comments (a trigger,
     * memories.triggers.sql): the caches keep copies under it and read it with the reader's right to
     * read, so a copy from before a change is never picked, on any instance (decision 060).
     */
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    createdAt: createdAt(),
    editedAt: at('edited_at'),
    /**
     * Title (weight A) and body (weight B) for full-text search, stemmed in the memory's language:
     * written by a trigger on every insert and on every change of title, body or language
     * (memories.triggers.sql, decision 082). The empty vector an insert here sends is replaced by
     * it; the column has no default, so a writer without the trigger (an instance older than
     * migration 0026 during an upgrade) is refused rather than left unsearchable.
     */
    search: tsvector('search')
      .notNull()
      .$defaultFn(() => ''),
  },
  (t) => [
    uniqueIndex('memories_hash_id_key').on(t.hashId),
    uniqueIndex('memories_shareable_link_key').on(t.shareableLink),
    // The public feed, newest first: an index-only scan of ids, so page 1,000 skips index entries,
    // not rows.
    index('memories_public_idx')
      .on(t.id)
      .where(sql`${t.visibility} = 'public' and ${t.moderationState} is null`),
    // A signed-in person's feed: public memories and their own connections-only ones, newest first,
    // read from the index alone (the filter needs visibility, author, and whether the memory is
    // anonymous: a block or a mute leaves anonymous memories in, decision 036). Without `anonymous`
    // page 1,000 read 12,000 rows from the table (19 ms at 1M) instead of index entries.
    index('memories_member_list_idx')
      .on(t.id, t.visibility, t.authorId, t.anonymous)
      .where(sql`${t.visibility} <> 'private' and ${t.moderationState} is null`),
    // A person's own memories, and "more by this person".
    index('memories_author_idx').on(t.authorId, t.id),
    // Connections-only memories, reached through their authors (a signed-in person's connections):
    // a tenth of the memories, without the public ones those authors also wrote.
    index('memories_connections_idx')
      .on(t.authorId, t.id)
      .where(sql`${t.visibility} = 'connections' and ${t.moderationState} is null`),
    index('memories_search_idx').using('gin', t.search),
    // A list narrowed to one language (decision 082): the members' list index with the language
    // first, so a language with few memories is a walk of its own entries, not of every memory's.
    // Visitors' lists (public only) read it too: `= 'public'` implies its `<> 'private'`.
    index('memories_language_list_idx')
      .on(t.language, t.id, t.visibility, t.authorId, t.anonymous)
      .where(sql`${t.visibility} <> 'private' and ${t.moderationState} is null`),
    check(
      'memories_language_check',
      sql`${t.language} in (${sql.raw(MEMORY_LANGUAGES.map((l) => `'${l}'`).join(', '))})`,
    ),
  ],
)

/**
 * How many memories every visitor may list (public, not set aside by moderation) each block of
 * LISTED_BLOCK_SIZE ids holds, kept by a trigger on memories in a few rows a block (the writer's
 * backend picks it, as for the tag counts), summed on read. A page asked by its number far down the
 * newest list starts from these counts instead of walking every row above it (decision 079).
 */
export const listedMemoryBlocks = pgTable(
  'listed_memory_blocks',
  {
    block: bigint('block', { mode: 'number' }).notNull(),
    shard: smallint('shard').notNull(),
    listed: integer('listed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.block, t.shard] })],
)

/**
 * The memories of the last 31 days with their `sort=top` score (votes + me-toos), kept by triggers
 * (migration 0011): the top feed walks `memory_scores_rank_idx` from the best score and stops after
 * a page, instead of sorting every memory of the month (decision 031). A new memory prunes the rows
 * that left the window; the feed reads `created_at` anyway. `language` copies the memory's, so the
 * top feed narrowed to a language walks that language's scores alone (decision 082).
 */
export const memoryScores = pgTable(
  'memory_scores',
  {
    memoryId: bigId('memory_id')
      .primaryKey()
      .references(() => memories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    score: integer('score').notNull(),
    language: text('language', { enum: MEMORY_LANGUAGES }).notNull().default('en'),
  },
  (t) => [
    // Ascending, read backward: the feed's `order by score desc, memory_id desc`.
    index('memory_scores_rank_idx').on(t.score, t.memoryId),
    // The same in one language: a language with few of the month's memories is not found by
    // reading every other's first.
    index('memory_scores_language_rank_idx').on(t.language, t.score, t.memoryId),
    index('memory_scores_created_idx').on(t.createdAt),
  ],
)

/**
 * A memory's tags. `visibility` copies the memory's, so the tag filter and the tags' memory counts
 * read this table alone; `language` too (written by triggers, memories.triggers.sql), so the tag
 * filter narrowed to a language does (decision 082).
 */
export const memoryTagLinks = pgTable(
  'memory_tag_links',
  {
    memoryId: memoryRef(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => memoryTags.id),
    visibility: text('visibility', { enum: ['public', 'connections', 'private'] }).notNull(),
    language: text('language', { enum: MEMORY_LANGUAGES }).notNull().default('en'),
  },
  (t) => [
    primaryKey({ columns: [t.memoryId, t.tagId] }),
    index('memory_tag_links_public_idx')
      .on(t.tagId, t.memoryId)
      .where(sql`${t.visibility} = 'public'`),
    // A tag's public memories in one language, newest first: a language with few of them is not
    // found by walking every other language's links of the tag first.
    index('memory_tag_links_language_idx')
      .on(t.tagId, t.language, t.memoryId)
      .where(sql`${t.visibility} = 'public'`),
  ],
)

/** Memories a person hid from their own lists (SPEC §5.2). */
export const memoryHides = pgTable(
  'memory_hides',
  {
    userId: userRef('user_id'),
    memoryId: memoryRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.memoryId] }), index('memory_hides_memory_idx').on(t.memoryId)],
)
