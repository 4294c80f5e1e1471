import { z } from 'zod'
import { PUSH_SUBSCRIPTIONS_PATH } from './http'
import { PageOf } from './pages'
import { MAX_LIST_LIMIT, PAGE_SIZE } from './limits'
import { MEMORIES_API, MEMORY_PAGE_MAX, MemoryAuthorSchema } from './memories'

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

const page = z.coerce.number().int().min(1).max(MEMORY_PAGE_MAX).default(1)
const limit = z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(PAGE_SIZE)

export const NotificationListQuerySchema = z.object({ page, limit })
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>

/** A notification's id in a path: a positive whole number written in digits. */
export const NotificationIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'Not a notification.')
    .transform(Number)
    .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER, 'Not a notification.')),
})

const notificationId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)

/** The me-too family marks one at a time (seed §7). */
export const MarkOneReadBodySchema = z.object({ id: notificationId })
export type MarkOneReadBody = z.input<typeof MarkOneReadBodySchema>

/** The love families mark several, or all of the family. */
export const MarkManyReadBodySchema = z.union([
  z.object({ ids: z.array(notificationId).min(1).max(MAX_LIST_LIMIT) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
])
export type MarkManyReadBody = z.input<typeof MarkManyReadBodySchema>

export const MarkResponseSchema = z.object({ marked: z.number().int() })
export type MarkResponse = z.infer<typeof MarkResponseSchema>

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(ALL_NOTIFICATION_TYPES),
  family: z.enum(NOTIFICATION_FAMILIES),
  /** Who did it, newest first: named people only; anonymous actors are counted in `count` alone. */
  actors: z.object({ people: z.array(MemoryAuthorSchema), count: z.number().int() }),
  /** What it is about; the memory only while you may still read it. */
  target: z.object({
    kind: z.enum(['memory', 'comment', 'me_too', 'connection', 'report']),
    memory: z.object({ shareable_link: z.string(), title: z.string() }).nullable(),
    /** As the comments calls write it (a string of digits). */
    comment_id: z.string().nullable(),
    connection_id: z.number().int().nullable(),
  }),
  /** One sentence for people, e.g. "Quiet Heron and 4 others said me too to “The long winter”". */
  text: z.string(),
  /** The page of the web app it opens. */
  link: z.string(),
  created_at: z.string(),
  /** The latest activity in the group. */
  updated_at: z.string(),
  seen: z.boolean(),
  read: z.boolean(),
})
export type Notification = z.infer<typeof NotificationSchema>

export const NotificationPageSchema = PageOf(NotificationSchema).extend({
  /** This family's notifications you have not seen yet. */
  unseen_count: z.number().int(),
})
export type NotificationPage = z.infer<typeof NotificationPageSchema>

export const NotificationSummarySchema = z.object({
  unseen: z.object({
    me_too: z.number().int(),
    me_too_love: z.number().int(),
    memory_love: z.number().int(),
    general: z.number().int(),
  }),
  total: z.number().int(),
})
export type NotificationSummary = z.infer<typeof NotificationSummarySchema>

/** The stream's query: the CSRF value, since a browser EventSource cannot send the header (SPEC §7). */
export const NotificationStreamQuerySchema = z.object({ csrf: z.string().max(200).optional() })

/** What each stream event carries: the notification as the lists show it, and the new counts. */
export const NotificationEventSchema = z.object({
  notification: NotificationSchema,
  summary: NotificationSummarySchema,
})
export type NotificationEvent = z.infer<typeof NotificationEventSchema>

// The settings of notifications (in the app, by email, by push) are in ./notifications-settings.ts.
