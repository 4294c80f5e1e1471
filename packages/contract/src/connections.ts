import { z } from 'zod'
import { CountedPageOf, PageOf } from './pages'
import { MEMORY_PAGE_MAX, MemoryAuthorSchema, SHAREABLE_LINK } from './memories'
import { text } from './text'
import {
  CONNECTION_MESSAGE_MAX,
  CONNECT_STATUS_MAX,
  MESSAGE_CONTROL,
  CONNECTION_LIST_STATUSES,
  CONNECT_STATUSES,
} from './connections-constants'

export * from './connections-constants'

/** An optional note with a request, at most 500 characters once the spaces around it are gone. */
const message = text({ max: CONNECTION_MESSAGE_MAX, trim: true }).refine(
  (value) => !MESSAGE_CONTROL.test(value),
  'Please use plain text only.',
)

const shareableLink = z.string().min(1).max(160).regex(SHAREABLE_LINK)
const page = z.coerce.number().int().min(1).max(MEMORY_PAGE_MAX).default(1)

/** A connection's id in a path: a positive whole number written in digits. */
const connectionId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'Not a connection.')
  .transform(Number)
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER, 'Not a connection.'))

export const ConnectionIdParamsSchema = z.object({ id: connectionId })

/** A person's public id in a path. */
export const PublicIdParamsSchema = z.object({
  publicId: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9]+$/, 'Not a person.'),
})

export const ConnectRequestBodySchema = z.object({
  shareable_link: shareableLink,
  message: message.optional(),
})
export type ConnectRequestBody = z.input<typeof ConnectRequestBodySchema>

export const ConnectionPersonSchema = MemoryAuthorSchema
export type ConnectionPerson = z.infer<typeof ConnectionPersonSchema>

/** A request or a connection, as one of its two people sees it. */
export const ConnectionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'connected']),
  /** Whether the other person asked you (incoming) or you asked them (outgoing). */
  direction: z.enum(['incoming', 'outgoing']),
  /** The other person. */
  person: ConnectionPersonSchema,
  /** The note sent with the request; both people see it. */
  message: z.string().nullable(),
  /** The memory the request came from, while it exists and you may read it under its author's name. */
  memory: z.object({ shareable_link: z.string(), title: z.string() }).nullable(),
  created_at: z.string(),
  /** When the request was accepted; null while pending. */
  responded_at: z.string().nullable(),
})
export type Connection = z.infer<typeof ConnectionSchema>

/**
 * What asking to connect did: a new request (201), the same request again (200), or, when the other
 * person had already asked you, their request accepted (200): you are connected.
 */
export const ConnectRequestResponseSchema = ConnectionSchema.extend({
  outcome: z.enum(['requested', 'already_requested', 'accepted_their_request']),
})
export type ConnectRequestResponse = z.infer<typeof ConnectRequestResponseSchema>
export const MyConnectionsQuerySchema = z.object({
  status: z.enum(CONNECTION_LIST_STATUSES).default('connected'),
  page,
})
export type MyConnectionsQuery = z.input<typeof MyConnectionsQuerySchema>

export const ConnectionPageSchema = PageOf(ConnectionSchema)
export type ConnectionPage = z.infer<typeof ConnectionPageSchema>

export const ConnectionsListBodySchema = z.object({ shareable_link: shareableLink, page })
export type ConnectionsListBody = z.input<typeof ConnectionsListBodySchema>

export const ConnectedPersonSchema = ConnectionPersonSchema.extend({ connected_at: z.string() })
export type ConnectedPerson = z.infer<typeof ConnectedPersonSchema>

/** The people connected through a memory: listed for its author only; `total` for everyone. */
export const ConnectionsListResponseSchema = CountedPageOf(ConnectedPersonSchema)
export type ConnectionsList = z.infer<typeof ConnectionsListResponseSchema>

const links = z
  .array(shareableLink)
  .min(1, 'At least one memory.')
  .max(CONNECT_STATUS_MAX, `At most ${CONNECT_STATUS_MAX} memories.`)

export const ConnectStatusBodySchema = z.object({ shareable_links: links })
export type ConnectStatusBody = z.input<typeof ConnectStatusBodySchema>

export const ConnectStatusResponseSchema = z.object({
  /** One entry per readable memory asked about, in the order asked. */
  results: z.array(
    z.object({
      shareable_link: z.string(),
      status: z.enum(CONNECT_STATUSES),
      /**
       * The request's or connection's id for `pending_outgoing`, `pending_incoming` and `connected`,
       * so it can be withdrawn, answered or removed without a lookup; null for `none` and `self`.
       */
      connection_id: z.number().int().nullable(),
    }),
  ),
  /** Links that do not exist or that you may not read, in the order asked. */
  missing: z.array(z.string()),
})
export type ConnectStatusResponse = z.infer<typeof ConnectStatusResponseSchema>

export const BlockResponseSchema = z.object({ blocked: z.boolean() })
export const MuteResponseSchema = z.object({ muted: z.boolean() })

export const PeopleListQuerySchema = z.object({ page })

/** Someone you blocked or muted, and since when. */
export const ListedPersonSchema = ConnectionPersonSchema.extend({ since: z.string() })
export type ListedPerson = z.infer<typeof ListedPersonSchema>

export const PeoplePageSchema = PageOf(ListedPersonSchema)
export type PeoplePage = z.infer<typeof PeoplePageSchema>

/** No stored choice means both are true. */
export const InteractionSettingsSchema = z.object({
  accepts_connection_requests: z.boolean(),
  listed_as_voter: z.boolean(),
})
export type InteractionSettings = z.infer<typeof InteractionSettingsSchema>

/** A change of either setting, or both; at least one. */
export const InteractionSettingsPatchSchema = z
  .object({
    accepts_connection_requests: z.boolean().optional(),
    listed_as_voter: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to change.')
export type InteractionSettingsPatch = z.input<typeof InteractionSettingsPatchSchema>
