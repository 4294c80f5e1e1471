import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, bigId, createdAt, idKey, optionalRef } from './columns'
import { userRef, users } from './identity'
import { memories } from './memories'

/**
 * One row per pair of people (SPEC §6), stored with the lower id first so the pair is unique
 * whoever asked: a request, then a connection; a declined request stays so it is not asked again.
 */
export const connections = pgTable(
  'connections',
  {
    id: idKey(),
    userLow: userRef('user_low'),
    userHigh: userRef('user_high'),
    requesterId: userRef('requester_id'),
    /** The memory the request was made from ("connected through that memory"). */
    memoryId: optionalRef('memory_id', () => memories.id, 'set null'),
    message: text('message'),
    status: text('status', { enum: ['pending', 'connected', 'declined'] }).notNull(),
    createdAt: createdAt(),
    respondedAt: at('responded_at'),
  },
  (t) => [
    uniqueIndex('connections_pair_key').on(t.userLow, t.userHigh),
    index('connections_low_idx').on(t.userLow, t.status, t.id),
    index('connections_high_idx').on(t.userHigh, t.status, t.id),
    index('connections_memory_idx')
      .on(t.memoryId, t.id)
      .where(sql`${t.status} = 'connected'`),
    // Deleting the row it points at (a cascade or set null) finds these rows by this index, not by
    // reading the whole table (decision 032).
    index('connections_memory_fk_idx').on(t.memoryId),
    index('connections_requester_idx').on(t.requesterId),
    check('connections_pair_order', sql`${t.userLow} < ${t.userHigh}`),
  ],
)

/** Blocking stops every interaction both ways and hides each from the other (SPEC §6). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
)

/** Muting hides a person's content from the one who muted; they are not told. */
export const userMutes = pgTable(
  'user_mutes',
  { muterId: userRef('muter_id'), mutedId: userRef('muted_id'), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] }), index('user_mutes_muted_idx').on(t.mutedId)],
)

/**
 * How many times what a person may be shown has narrowed through their relations: a block either
 * way, a mute, a connection ended, a memory hidden (connections.triggers.sql raises it in the same
 * transaction). A member's list read on a replica is sent only when the primary still has the
 * version the replica had (decision 089). No row: 0.
 */
export const relationVersions = pgTable('relation_versions', {
  userId: bigId('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})

/**
 * A person's choices about others reaching them (SPEC §6: "authors can turn requests off", voters
 * "who allow it"); no row means the defaults: requests welcome, votes not listed by name (decision 057).
 */
export const interactionSettings = pgTable('interaction_settings', {
  userId: bigId('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acceptsConnectionRequests: boolean('accepts_connection_requests').notNull().default(true),
  listedAsVoter: boolean('listed_as_voter').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
})
