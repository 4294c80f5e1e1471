import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import * as c from '@kindred/contract/identity'
import { QUICK_EXIT_SIGN_OUT_PATH } from '@kindred/contract/http'
import { AppError } from '../../../lib/app-error'
import { signedIn } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import type { SessionCookies } from '../cookies'
import type { IdentityDeps } from '../identity-deps'
import { knownDeviceProof } from '../known-device'
import { toSessionDto } from '../session.dto'
import { toUserDto } from '../user.dto'
import { endSession } from '../use-cases/end-session'
import { listSessions } from '../use-cases/list-sessions'
import { logIn } from '../use-cases/log-in'
import { logOut } from '../use-cases/log-out'
import { refreshSession } from '../use-cases/refresh-session'
import { startSession } from '../use-cases/start-session'
import { route, withUser } from './route-options'

const ONE_YEAR = 365 * 24 * 3600

/** SPEC §3.3, §3.4: signing in and out, refreshing, and the person's list of sessions. */
export function sessionRoutes(deps: IdentityDeps, cookies: SessionCookies): FastifyPluginAsyncZod {
  return async (app) => {
    const knownDeviceCookie = deps.config.secure ? '__Host-knownDevice' : 'knownDevice'

    app.post(
      '/api/v1/auth/login',
      route(null, { limit: 'loginPerIp' }, { body: c.LoginBodySchema, ...withUser }),
      async (request, reply) => {
        const user = await logIn(deps, {
          ...request.body,
          knownDevice: request.cookies[knownDeviceCookie],
        }).catch((err: unknown) => {
          // ASVS 16.3.1: every failed sign-in is a structured event (never with the address).
          if (err instanceof AppError)
            request.log.info({ event: 'auth.login.fail', code: err.code }, 'sign-in refused')
          throw err
        })
        const tokens = await startSession(deps, cookies.read(request), user.id, request.headers['user-agent'])
        cookies.set(reply, tokens, deps.clock.now())
        reply.setCookie(knownDeviceCookie, knownDeviceProof(deps.serverKey, user.email), {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure: deps.config.secure,
          maxAge: ONE_YEAR,
        })
        request.log.info({ event: 'auth.login.success' }, 'signed in')
        return { user: toUserDto(user, deps.clock.now(), deps.config.newAccountMs) }
      },
    )

    app.post('/api/v1/auth/logout', route(null, 'anyone', { 204: z.null() }), async (request, reply) => {
      await logOut(deps, cookies.read(request))
      cookies.clear(reply)
      // Not "storage": it would also wipe the text size someone needs to read (decision 006).
      reply.header('Clear-Site-Data', '"cache", "cookies"')
      return reply.status(204).send(null)
    })

    // A quick exit's sign-out (decision 056), sent with `keepalive` as the page leaves: nobody reads
    // the answer, so it always succeeds, signed in or not, and each step only ever forgets. The CSRF
    // guard treats it as any write: same origin, and the page's X-CSRF-Token while cookies are sent.
    app.post(
      QUICK_EXIT_SIGN_OUT_PATH,
      route(null, { limit: 'quickExitSignOutsPerIp' }, { body: c.QuickExitSignOutBodySchema, 204: z.null() }),
      async (request, reply) => {
        await logOut(deps, cookies.read(request))
        cookies.clear(reply)
        if (request.body.shared_device) {
          // Nothing of Kindred's stays in a shared browser: not even that it signed in here before.
          reply.clearCookie(knownDeviceCookie, { path: '/', sameSite: 'strict', secure: deps.config.secure })
          reply.header('Clear-Site-Data', '"cookies"')
        }
        return reply.status(204).send(null)
      },
    )

    app.post('/api/v1/auth/refresh', route(null, 'anyone', withUser), async (request, reply) => {
      const result = await refreshSession(deps, cookies.read(request).refresh)
      if (result === 'reuse')
        request.log.warn({ event: 'refresh.reuse' }, 'a rotated refresh token came back: session ended')
      if (!result || result === 'reuse') {
        cookies.clear(reply)
        throw new AppError(401, 'UNAUTHENTICATED', 'access.signInAgain')
      }
      cookies.set(reply, result.tokens, deps.clock.now())
      return { user: toUserDto(result.user, deps.clock.now(), deps.config.newAccountMs) }
    })

    app.get('/api/v1/auth/me', route(null, 'member', withUser), async (request) => ({
      user: toUserDto(signedIn(request).user, deps.clock.now(), deps.config.newAccountMs),
    }))

    app.get(
      '/api/v1/auth/sessions',
      route(null, 'member', { 200: c.SessionsResponseSchema }),
      async (request) => {
        const { user, session: current } = signedIn(request)
        const rows = await listSessions(deps, user.id)
        return { results: rows.map((row) => toSessionDto(row, current.id, languageOf(request))) }
      },
    )

    app.delete(
      '/api/v1/auth/sessions/:id',
      route(null, 'member', { params: z.object({ id: z.string().max(40) }), 204: z.null() }),
      async (request, reply) => {
        const { user, session: current } = signedIn(request)
        const ended = await endSession(deps, user.id, request.params.id)
        if (ended === current.id) cookies.clear(reply)
        return reply.status(204).send(null)
      },
    )
  }
}
