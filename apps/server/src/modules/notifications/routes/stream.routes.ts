import { PassThrough } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NOTIFICATION_PATHS, NotificationStreamQuerySchema } from '@kindred/contract/notifications'
import { AppError } from '../../../lib/app-error'
import type { MessageId } from '../../../lib/messages'
import { signedIn } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import { ipBucket } from '../../../plugins/rate-limits'
import type { StreamClient, StreamRefusal } from '../live/notification-hub'
import type { NotificationsDeps } from '../notifications-deps'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('notifications')

/** A stream stops being read: past this much unsent, it is closed (it replays on reconnecting). */
const MAX_UNSENT_BYTES = 64 * 1024
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000
/** Retry-After on a refused stream: about when a closed tab or a dead connection has freed a slot. */
const RETRY_AFTER_S = '30'

/**
 * A stream over a cap. Too many from one person or one address is their own doing (429 with
 * Retry-After, SPEC §2); counting the address too keeps a few accounts in one place from filling
 * the instance for everyone. Only a full (or closing) instance is the server's own state (503).
 */
const REFUSALS: Record<StreamRefusal, { status: number; code: string; message: MessageId }> = {
  person: { status: 429, code: 'TOO_MANY_STREAMS', message: 'notifications.tooManyTabs' },
  address: {
    status: 429,
    code: 'TOO_MANY_STREAMS_FROM_ADDRESS',
    message: 'notifications.tooManyTabsFromAddress',
  },
  instance: { status: 503, code: 'STREAMS_FULL', message: 'notifications.streamsFull' },
}

const refused = (why: StreamRefusal) => {
  const { status, code, message } = REFUSALS[why]
  return new AppError(status, code, message, undefined, { 'Retry-After': RETRY_AFTER_S })
}

const lastEventOf = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null
  return Number(value)
}

/**
 * GET /api/v1/notifications/stream (SPEC §7, added): Server-Sent Events. A new stream starts from
 * now; one that reconnects with Last-Event-ID first gets what it missed, in order, once each.
 */
export function streamRoutes(deps: NotificationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      NOTIFICATION_PATHS.stream,
      route(
        'New notifications as they happen (text/event-stream)',
        { who: 'member', csrfInQuery: true, limit: 'notificationStreamsPerUser' },
        { querystring: NotificationStreamQuerySchema },
      ),
      async (request, reply) => {
        const { user, session } = signedIn(request)
        // request.ip honours TRUST_PROXY; IPv6 counts by /64, as the per-address rate limits do.
        const address = ipBucket(request.ip)
        const full = deps.hub.refusal(user.id, address)
        if (full) throw refused(full)
        const resumeFrom = lastEventOf(request.headers['last-event-id'])
        const body = new PassThrough()
        const client: StreamClient = {
          recipient: user.id,
          sessionId: session.id,
          address,
          lastEvent: resumeFrom ?? (await deps.notifications.latestEvent(user.id)),
          language: languageOf(request),
          write: (message) => {
            if (body.destroyed || body.writableEnded || body.writableLength > MAX_UNSENT_BYTES) return false
            body.write(message)
            return true
          },
          close: () => body.end(),
        }
        body.write(`retry: ${RETRY_MS}\n\n`)
        // Checked again as it is counted: other streams may have opened while the event was read.
        const late = deps.hub.add(client, resumeFrom !== null)
        if (late) {
          body.destroy()
          throw refused(late)
        }
        // Every way a stream ends frees its slot for the person and the address (remove is once).
        const forget = () => deps.hub.remove(client)
        request.raw.once('close', forget)
        body.once('close', forget)
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('X-Accel-Buffering', 'no')
        return reply.send(body)
      },
    )
  }
}
