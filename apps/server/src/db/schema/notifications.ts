import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core'
import { at, createdAt, bigId, idKey, ownedBy, optionalRef } from './columns'
import { comments } from './comments'
import { connections } from './connections'
import { userRef } from './identity'
import { meToos } from './interactions'
import { memories } from './memories'
import { moderationActions } from './moderation'

/**
 * The order in which notifications change, for the live stream: every new or regrouped notification
 * takes the next value, so "what you missed after event N" is one indexed range (SPEC §7).
 */
export const notificationEvents = pgSequence('notification_events')

// Notifications are written by triggers on the tables of what happened (migration 0007), in the
// writer's transaction, so no path can forget one and a cascade (a memory's delete, an account's
// erasure, a me too taken back) takes them with it.

/**
 * One notification: a type, a target and the people who did it, grouped while within 12 hours of
 * the first (SPEC §7). Exactly one of the target columns names what it is about (the memory is kept
 * beside a comment or a me too, for the link); each goes with its target.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idKey(),
    recipientId: userRef('recipient_id'),
    type: text('type').notNull(),
    family: text('family').notNull(),
    memoryId: optionalRef('memory_id', () => memories.id, 'cascade'),
    commentId: optionalRef('comment_id', () => comments.id, 'cascade'),
    meTooId: optionalRef('me_too_id', () => meToos.id, 'cascade'),
    connectionId: optionalRef('connection_id', () => connections.id, 'cascade'),
    /** A moderator's decision someone is told of (a reporter, the author); never grouped. */
    moderationActionId: optionalRef('moderation_action_id', () => moderationActions.id, 'cascade'),
    /** The people in the group, kept by the trigger on notification_actors (nothing counts on read). */
    actorCount: integer('actor_count').notNull().default(0),
    /** When the group began: later events join it while within 12 hours of this. */
    startedAt: at('started_at').notNull(),
    /** The latest event in the group. */
    updatedAt: at('updated_at').notNull(),
    /** Position in notification_events; a regrouped notification moves to the end. */
    event: bigId('event').notNull(),
    seenAt: at('seen_at'),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_list_idx').on(t.recipientId, t.family, t.event),
    index('notifications_stream_idx').on(t.recipientId, t.event),
    index('notifications_group_idx').on(t.recipientId, t.type, t.memoryId, t.startedAt),
    index('notifications_unseen_idx')
      .on(t.recipientId, t.family)
      .where(sql`${t.seenAt} is null`),
    index('notifications_comment_idx').on(t.commentId),
    index('notifications_me_too_idx').on(t.meTooId),
    index('notifications_connection_idx').on(t.connectionId),
    index('notifications_memory_idx').on(t.memoryId),
    index('notifications_moderation_action_idx').on(t.moderationActionId),
  ],
)

/**
 * Who is in a notification's group and when they last acted. `anonymous` is fixed when they act
 * (an anonymous me too, an anonymous memory's author, kind words, an unlisted voter): such a person
 * is counted and never named, by any call or export.
 */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: ownedBy('notification_id', () => notifications.id),
    actorId: userRef('actor_id'),
    anonymous: boolean('anonymous').notNull(),
    actedAt: at('acted_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.actorId] }),
    index('notification_actors_actor_idx').on(t.actorId),
    index('notification_actors_latest_idx').on(t.notificationId, t.actedAt),
  ],
)

/** The types a person turned off; no row means on (SPEC §7 "each person can turn each type off"). */
export const notificationMutedTypes = pgTable(
  'notification_muted_types',
  { userId: userRef('user_id'), type: text('type').notNull(), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
)

/**
 * How a person gets notification mail (issue 26, decision 053); no row is `off`. `emailed_through`
 * is the notification event up to which a mail has told them (nothing is told twice); `due_at` is
 * when the next mail may go (the scheduler claims due rows), set by the trigger of
 * notification-email.triggers.sql (immediate) or to the next digest hour (daily).
 */
export const notificationEmailSettings = pgTable(
  'notification_email_settings',
  {
    userId: userRef('user_id').primaryKey(),
    mode: text('mode').notNull().default('off'),
    /** Titles and names in the mail, opted into; otherwise counts only. */
    detailed: boolean('detailed').notNull().default(false),
    digestHour: smallint('digest_hour').notNull().default(18),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** A link carries the number it was written with; using it moves this on, so it works once. */
    unsubscribeGeneration: integer('unsubscribe_generation').notNull().default(0),
    turnedOffAt: at('turned_off_at'),
    turnedOffBy: text('turned_off_by'),
    emailedThrough: bigId('emailed_through').notNull().default(0),
    dueAt: at('due_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('notification_email_settings_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null`),
    check('notification_email_settings_mode_check', sql`${t.mode} in ('off', 'immediate', 'daily')`),
    check('notification_email_settings_hour_check', sql`${t.digestHour} between 0 and 23`),
  ],
)

/** The types a person does not want counted in mail; no row means counted. */
export const notificationEmailMutedTypes = pgTable(
  'notification_email_muted_types',
  { userId: userRef('user_id'), type: text('type').notNull(), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
)
