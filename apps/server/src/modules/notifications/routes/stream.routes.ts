import { PassThrough } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NOTIFICATION_PATHS, NotificationStreamQuerySchema } from '@kindred/contract/notifications'
import { AppError } from '../../../lib/app-error'
import { signedIn } from '../../../plugins/authentication'
import type { StreamClient } from '../live/notification-hub'
import type { NotificationsDeps } from '../notifications-deps'

/** A stream stops being read: past this much unsent, it is closed (it replays on reconnecting). */
const MAX_UNSENT_BYTES = 64 * 1024
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000

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
      {
        preHandler: app.requireUser,
        config: { csrfInQuery: true, rateLimit: { name: 'notificationStreamsPerUser', per: 'user' } },
        schema: {
          tags: ['notifications'],
          summary: 'New notifications as they happen (text/event-stream)',
          querystring: NotificationStreamQuerySchema,
        },
      },
      async (request, reply) => {
        const { user, session } = signedIn(request)
        if (!deps.hub.hasRoom(user.id)) {
          throw new AppError(
            503,
            'TOO_MANY_STREAMS',
            'Too many open notification streams; please try again soon.',
            undefined,
            {
              'Retry-After': '30',
            },
          )
        }
        const resumeFrom = lastEventOf(request.headers['last-event-id'])
        const body = new PassThrough()
        const client: StreamClient = {
          recipient: user.id,
          sessionId: session.id,
          lastEvent: resumeFrom ?? (await deps.notifications.latestEvent(user.id)),
          write: (message) => {
            if (body.destroyed || body.writableLength > MAX_UNSENT_BYTES) return false
            body.write(message)
            return true
          },
          close: () => body.end(),
        }
        const forget = () => deps.hub.remove(client)
        request.raw.once('close', forget)
        body.once('close', forget)
        body.write(`retry: ${RETRY_MS}\n\n`)
        deps.hub.add(client, resumeFrom !== null)
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('X-Accel-Buffering', 'no')
        return reply.send(body)
      },
    )
  }
}
