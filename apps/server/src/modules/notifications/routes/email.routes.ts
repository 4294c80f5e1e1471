import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import { UnsubscribeQuerySchema, UnsubscribeResultSchema } from '@kindred/contract/notifications-settings'
import { WEB_ROUTES } from '@kindred/contract/web-routes'
import { routeOptions } from '../../../plugins/route-options'
import type { NotificationsDeps } from '../notifications-deps'
import { unsubscribeByLink } from '../use-cases/unsubscribe-by-link'

const route = routeOptions('notifications')

/** A mail client's one-click POST carries a form (RFC 8058 §3.1); what it says adds nothing to the token. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * One-click unsubscribe from a notification mail (RFC 8058): the link's signed token is what
 * authorises, so no session and no CSRF token; a GET (a link scanner, a person's click) changes
 * nothing and leads to the web page that asks first.
 */
export function emailRoutes(deps: NotificationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Only in this plugin's context: every other route still takes JSON or nothing (request-body.ts).
    app.addContentTypeParser(FORM_TYPES, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    )

    app.post(
      NOTIFICATION_PATHS.emailUnsubscribe,
      route(
        'Turn email off with the link of a mail (one click, no session)',
        { limit: 'unsubscribeLinksPerIp', signedLink: true },
        { querystring: UnsubscribeQuerySchema, 200: UnsubscribeResultSchema },
      ),
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store')
        return unsubscribeByLink(deps, request.query.token)
      },
    )

    app.get(
      NOTIFICATION_PATHS.emailUnsubscribe,
      route(
        'The link of a mail opened in a browser: 303 to the page that asks (changes nothing)',
        { limit: 'unsubscribeLinksPerIp' },
        { querystring: UnsubscribeQuerySchema },
      ),
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store')
        const token = encodeURIComponent(request.query.token)
        return reply.redirect(`${WEB_ROUTES.emailUnsubscribe}?token=${token}`, 303)
      },
    )
  }
}
