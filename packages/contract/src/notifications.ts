import { z } from 'zod'
import { PageOf } from './pages'
import { MAX_LIST_LIMIT, PAGE_SIZE } from './limits'
import { MEMORY_PAGE_MAX, MemoryAuthorSchema } from './memories'
import { NOTIFICATION_FAMILIES, ALL_NOTIFICATION_TYPES } from './notifications-constants'

export * from './notifications-constants'

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
