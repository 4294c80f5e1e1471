// The plain values of `notifications.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `notifications.ts` re-exports
// them for everyone else.

import { PUSH_SUBSCRIPTIONS_PATH } from './http'
import { MEMORIES_API } from './memories-constants'

// Notifications: four families of calls over one model (SPEC §7), with a live stream (added).

export const NOTIFICATION_PATHS = {
  /** Me too on your memory. */
  meToo: `${MEMORIES_API}/metoo/notifications`,
  meTooRead: `${MEMORIES_API}/metoo/notifications/mark_as_read`,
  /** Love on your me too (the memory's author loving it back). */
  meTooLove: `${MEMORIES_API}/metoo/love/notification/`,
  meTooLoveRead: `${MEMORIES_API}/metoo/love/mark_as_read/`,
  /** Love on your memory. */
  memoryLove: `${MEMORIES_API}/memory/love/notification/`,
  memoryLoveRead: `${MEMORIES_API}/memory/love/mark_as_read/`,
  /** Everything else: comments, replies, love on comments, votes, kind words, connections. */
  general: '/notifications/',
  /** The seed's state-changing GETs (under the CSRF rules). */
  read: (id: number | string) => `/notifications/${id}/read/`,
  seen: (id: number | string) => `/notifications/${id}/seen/`,
  allSeen: '/notifications/mark-all-as-seen',
  /** Added: the unseen counts of every family, for the bell. */
  summary: '/api/v1/notifications/summary',
  /** Added: Server-Sent Events, one per new or regrouped notification. */
  stream: '/api/v1/notifications/stream',
  /** Added: GET and PATCH, which types a person wants. */
  settings: '/api/v1/notifications/settings',
  /** Added (issue 26): one-click unsubscribe from a mail (RFC 8058), by a signed token, no session. */
  emailUnsubscribe: '/api/v1/notifications/email/unsubscribe',
  /** Added (issue 26): GET this person's devices and the push key, POST a device, DELETE one or all. */
  pushSubscriptions: PUSH_SUBSCRIPTIONS_PATH,
} as const

export const NOTIFICATION_FAMILIES = ['me_too', 'me_too_love', 'memory_love', 'general'] as const
export type NotificationFamily = (typeof NOTIFICATION_FAMILIES)[number]

export const NOTIFICATION_TYPES = [
  'me_too',
  'love_back',
  'memory_love',
  'comment',
  'reply',
  'comment_love',
  'vote',
  'feedback',
  'connection_request',
  'connection_accepted',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/**
 * What moderators decided, told to the people it concerns (SPEC §10). Always on: it is their due
 * process, so these are not among the types a person can turn off.
 */
export const MODERATION_NOTIFICATION_TYPES = ['report_outcome', 'moderation_outcome'] as const
export const ALL_NOTIFICATION_TYPES = [...NOTIFICATION_TYPES, ...MODERATION_NOTIFICATION_TYPES] as const
export type AnyNotificationType = (typeof ALL_NOTIFICATION_TYPES)[number]

/** Which family's calls list each type (SPEC §7). */
export const FAMILY_OF: Record<AnyNotificationType, NotificationFamily> = {
  me_too: 'me_too',
  love_back: 'me_too_love',
  memory_love: 'memory_love',
  comment: 'general',
  reply: 'general',
  comment_love: 'general',
  vote: 'general',
  feedback: 'general',
  connection_request: 'general',
  connection_accepted: 'general',
  report_outcome: 'general',
  moderation_outcome: 'general',
}

/** Notifications of one type on one target within this long of the first are grouped into one. */
export const NOTIFICATION_GROUP_WINDOW_MS = 12 * 60 * 60 * 1000
/** The named actors a grouped notification carries (newest first); the rest are counted. */
export const NOTIFICATION_ACTORS_SHOWN = 3
/** A stream sends a comment line this often, so proxies and the client know it is alive. */
export const NOTIFICATION_HEARTBEAT_MS = 15_000
