import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import * as c from '@kindred/contract/auth'
import { AppError } from '../../lib/app-error'
import { ipBucket } from '../../plugins/rate-limits'
import { signedIn } from '../../plugins/authentication'
import { describeDevice, type SessionCookies } from './cookies'
import type { IdentityDeps } from './deps'
import { suggestDisplayName } from './display-names'
import { confirmEmailChange, requestEmailChange } from './email-change'
import { knownDeviceProof, login } from './login'
import {
  confirmPasswordChange,
  forgotPassword,
  INVALID_LINK,
  requestPasswordChange,
  resetPassword,
} from './passwords'
import { ACCEPTED_MESSAGE, register, resendVerification } from './register'
import { toUserDto } from './users.repository'

const tags = ['identity']
const accepted = { 202: c.AcceptedResponseSchema }
const withUser = { 200: c.UserResponseSchema }
const ONE_YEAR = 365 * 24 * 3600

/** SPEC §3.3: accounts, sessions and the four token kinds. */
export function authRoutes(deps: IdentityDeps, cookies: SessionCookies): FastifyPluginAsyncZod {
  return async (app) => {
    const knownDeviceCookie = deps.config.secure ? '__Host-knownDevice' : 'knownDevice'
    const ip = (request: FastifyRequest) => ipBucket(request.ip)

    async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number) {
      await deps.sessions.endPresented(cookies.read(request))
      const tokens = await deps.sessions.start(userId, describeDevice(request.headers['user-agent']))
      cookies.set(reply, tokens, deps.clock.now())
    }

    app.get(
      '/api/v1/auth/providers',
      { schema: { tags, response: { 200: c.ProvidersResponseSchema } } },
      async () => ({
        google: Boolean(deps.config.google),
      }),
    )

    app.get(
      '/api/v1/auth/display-name-suggestion',
      { schema: { tags, response: { 200: c.DisplayNameSuggestionSchema } } },
      async () => ({ display_name: suggestDisplayName() }),
    )

    app.post(
      '/api/v1/auth/register',
      { schema: { tags, body: c.RegisterBodySchema, response: accepted } },
      async (request, reply) => {
        await app.limits.enforce(reply, 'mailRequestsPerIp', ip(request))
        const { email, password, display_name } = request.body
        await register(deps, { email, password, displayName: display_name })
        return reply.status(202).send({ message: ACCEPTED_MESSAGE })
      },
    )

    /** An address-only request that mails a link: the same 202 whether or not the address has an account. */
    const mailRequestRoute = (url: string, action: (deps: IdentityDeps, email: string) => Promise<void>) =>
      app.post(
        url,
        { schema: { tags, body: c.EmailOnlyBodySchema, response: accepted } },
        async (request, reply) => {
          await app.limits.enforce(reply, 'mailRequestsPerIp', ip(request))
          await action(deps, request.body.email)
          return reply.status(202).send({ message: ACCEPTED_MESSAGE })
        },
      )

    mailRequestRoute('/api/v1/auth/resend-verification', resendVerification)

    app.post(
      '/api/v1/auth/verify-email',
      { schema: { tags, body: c.TokenBodySchema, response: withUser } },
      async (request, reply) => {
        await app.limits.enforce(reply, 'tokenConfirmationsPerIp', ip(request))
        const used = await deps.db.transaction(async (tx) => {
          const row = await deps.tokens.consume(tx, request.body.token, 'account_verification')
          if (row) await deps.users.update(row.userId, { emailVerifiedAt: deps.clock.now() }, tx)
          return row
        })
        if (!used) throw new AppError(400, 'INVALID_TOKEN', INVALID_LINK)
        await signIn(request, reply, used.userId)
        return { user: toUserDto((await deps.users.findById(used.userId))!) }
      },
    )

    app.post(
      '/api/v1/auth/login',
      { schema: { tags, body: c.LoginBodySchema, response: withUser } },
      async (request, reply) => {
        await app.limits.enforce(reply, 'loginPerIp', ip(request))
        const user = await login(deps, {
          ...request.body,
          knownDevice: request.cookies[knownDeviceCookie],
        }).catch((err: unknown) => {
          // ASVS 16.3.1: every failed sign-in is a structured event (never with the address).
          if (err instanceof AppError)
            request.log.info({ event: 'auth.login.fail', code: err.code }, 'sign-in refused')
          throw err
        })
        await signIn(request, reply, user.id)
        reply.setCookie(knownDeviceCookie, knownDeviceProof(deps, user.email), {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure: deps.config.secure,
          maxAge: ONE_YEAR,
        })
        request.log.info({ event: 'auth.login.success' }, 'signed in')
        return { user: toUserDto(user) }
      },
    )

    app.post(
      '/api/v1/auth/logout',
      { schema: { tags, response: { 204: z.null() } } },
      async (request, reply) => {
        await deps.sessions.endPresented(cookies.read(request))
        cookies.clear(reply)
        // Not "storage": it would also wipe the text size someone needs to read (decision 006).
        reply.header('Clear-Site-Data', '"cache", "cookies"')
        return reply.status(204).send(null)
      },
    )

    app.post('/api/v1/auth/refresh', { schema: { tags, response: withUser } }, async (request, reply) => {
      const presented = cookies.read(request).refresh
      const result = presented ? await deps.sessions.rotate(presented) : null
      if (result === 'reuse')
        request.log.warn({ event: 'refresh.reuse' }, 'a rotated refresh token came back: session ended')
      const user = result && result !== 'reuse' ? await deps.users.findById(result.userId) : undefined
      if (!result || result === 'reuse' || !user) {
        cookies.clear(reply)
        throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in again.')
      }
      cookies.set(reply, result.tokens, deps.clock.now())
      return { user: toUserDto(user) }
    })

    app.get(
      '/api/v1/auth/me',
      { preHandler: app.requireUser, schema: { tags, response: withUser } },
      async (request) => ({
        user: toUserDto(signedIn(request).user),
      }),
    )

    mailRequestRoute('/api/v1/auth/password/forgot', forgotPassword)

    app.post(
      '/api/v1/auth/password/reset',
      { schema: { tags, body: c.TokenAndPasswordBodySchema, response: { 200: c.AcceptedResponseSchema } } },
      async (request, reply) => {
        await app.limits.enforce(reply, 'tokenConfirmationsPerIp', ip(request))
        await resetPassword(deps, request.body.token, request.body.password)
        cookies.clear(reply)
        return { message: 'Your password is changed and every device was signed out. You can sign in now.' }
      },
    )

    app.post(
      '/api/v1/auth/password/change/request',
      {
        preHandler: app.requireUser,
        schema: { tags, body: c.PasswordChangeRequestBodySchema, response: accepted },
      },
      async (request, reply) => {
        const { user } = signedIn(request)
        await app.limits.enforce(reply, 'accountRequestsPerUser', user.publicId)
        await requestPasswordChange(deps, user, request.body.current_password)
        return reply
          .status(202)
          .send({ message: `We sent a link to ${user.email}. It works for 30 minutes.` })
      },
    )

    app.post(
      '/api/v1/auth/password/change/confirm',
      { schema: { tags, body: c.TokenAndPasswordBodySchema, response: withUser } },
      async (request, reply) => {
        await app.limits.enforce(reply, 'tokenConfirmationsPerIp', ip(request))
        const user = await confirmPasswordChange(
          deps,
          request.body.token,
          request.body.password,
          request.auth?.session.id,
        )
        return { user: toUserDto(user) }
      },
    )

    app.post(
      '/api/v1/auth/email/change/request',
      {
        preHandler: app.requireUser,
        schema: { tags, body: c.EmailChangeRequestBodySchema, response: accepted },
      },
      async (request, reply) => {
        const { user } = signedIn(request)
        await app.limits.enforce(reply, 'accountRequestsPerUser', user.publicId)
        await requestEmailChange(deps, user, request.body.new_email, request.body.current_password)
        return reply.status(202).send({
          message:
            'If that address can be used, we sent a link to it. Your email changes when you open the link.',
        })
      },
    )

    app.post(
      '/api/v1/auth/email/change/confirm',
      { schema: { tags, body: c.TokenBodySchema, response: { 200: c.AcceptedResponseSchema } } },
      async (request, reply) => {
        await app.limits.enforce(reply, 'tokenConfirmationsPerIp', ip(request))
        await confirmEmailChange(deps, request.body.token)
        return { message: 'Your email address is changed.' }
      },
    )

    app.get(
      '/api/v1/auth/sessions',
      { preHandler: app.requireUser, schema: { tags, response: { 200: c.SessionsResponseSchema } } },
      async (request) => {
        const { user, session: current } = signedIn(request)
        const rows = await deps.sessions.listActive(user.id)
        return {
          results: rows.map((s) => ({
            id: s.publicId,
            created_at: s.createdAt.toISOString(),
            last_used_at: s.lastUsedAt.toISOString(),
            device: s.device,
            current: s.id === current.id,
          })),
        }
      },
    )

    app.delete(
      '/api/v1/auth/sessions/:id',
      {
        preHandler: app.requireUser,
        schema: { tags, params: z.object({ id: z.string().max(40) }), response: { 204: z.null() } },
      },
      async (request, reply) => {
        const { user, session: current } = signedIn(request)
        const target = await deps.sessions.findByPublicId(user.id, request.params.id)
        if (!target)
          throw new AppError(404, 'NOT_FOUND', 'That session is not one of yours, or it has already ended.')
        await deps.sessions.end(target.id)
        if (target.id === current.id) cookies.clear(reply)
        return reply.status(204).send(null)
      },
    )
  }
}
