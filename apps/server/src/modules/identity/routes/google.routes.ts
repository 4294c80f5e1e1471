import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MINUTE } from '../../../lib/clock'
import { loadServerKey } from '../../../lib/server-keys'
import { languageOf } from '../../../plugins/language'
import type { SessionCookies } from '../cookies'
import {
  createGoogleClient,
  failureReason,
  GoogleSignInError,
  type GoogleSettings,
} from '../google/google-client'
import { oidcStateSealer } from '../google/oidc-state-cookie'
import { safeReturnTo } from '../google/return-to'
import type { IdentityDeps } from '../identity-deps'
import { linkGoogleAccount } from '../use-cases/link-google-account'
import { startSession } from '../use-cases/start-session'
import { route } from './route-options'

const StartQuerySchema = z.object({
  return_to: z
    .unknown()
    .optional()
    .describe('A path of this app to land on afterwards, such as /settings; anything else means /home'),
})

/** The cookie that carries one sign-in attempt from /start to /callback. */
export const OIDC_COOKIE = 'kindredOidc'
export const GOOGLE_PATH = '/api/v1/auth/google'
export const ATTEMPT_TTL = 10 * MINUTE

/** Where refusals land: the login page shows a clear message for each `error`. */
export const GOOGLE_FAILED = '/login?error=google'
export const GOOGLE_EMAIL_UNVERIFIED = '/login?error=google-unverified'

/**
 * "Continue with Google" (SPEC §3.3), registered only when Google is configured.
 * Both routes are top-level GET navigations (the second one arrives from the provider, cross-site,
 * without the CSRF header): neither is marked state-changing, because their protection is the
 * sealed, short-lived attempt cookie plus state, nonce and PKCE, not the CSRF header.
 */
export function googleRoutes(
  deps: IdentityDeps,
  cookies: SessionCookies,
  settings: GoogleSettings,
): FastifyPluginAsyncZod {
  return async (app) => {
    const google = createGoogleClient(settings, `${deps.config.appOrigin}${GOOGLE_PATH}/callback`)
    const sealer = oidcStateSealer(await loadServerKey(deps.db, 'oidc-state'))
    // Lax, not Strict: the provider sends the browser back with a cross-site top-level GET.
    const attemptCookie = {
      path: GOOGLE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.secure,
    } as const

    function redirect(reply: FastifyReply, location: string) {
      reply.header('Cache-Control', 'no-store')
      return reply.redirect(location, 302)
    }

    function refuse(request: FastifyRequest, reply: FastifyReply, err: unknown, location = GOOGLE_FAILED) {
      const { reason, code, providerError } = failureReason(err)
      request.log.warn(
        { event: 'auth.google.fail', reason, code, provider_error: providerError },
        'Google sign-in refused',
      )
      return redirect(reply, location)
    }

    app.get(
      `${GOOGLE_PATH}/start`,
      route('Starts "Continue with Google": 302 to the provider', 'anyone', {
        querystring: StartQuerySchema,
      }),
      async (request, reply) => {
        const returnTo = safeReturnTo(request.query.return_to)
        let authorization
        try {
          authorization = await google.authorizationRequest()
        } catch (err) {
          return refuse(request, reply, err)
        }
        const { url, codeVerifier, state, nonce } = authorization
        const sealed = sealer.seal({
          codeVerifier,
          state,
          nonce,
          returnTo,
          expiresAt: deps.clock.now().getTime() + ATTEMPT_TTL,
        })
        reply.setCookie(OIDC_COOKIE, sealed, { ...attemptCookie, maxAge: ATTEMPT_TTL / 1000 })
        return redirect(reply, url.href)
      },
    )

    app.get(
      `${GOOGLE_PATH}/callback`,
      route('Where Google sends the browser back: signs in, 302 to return_to', 'anyone'),
      async (request, reply) => {
        const presented = request.cookies[OIDC_COOKIE]
        // Whatever happens next, this attempt is over.
        reply.clearCookie(OIDC_COOKIE, attemptCookie)
        if (!presented) return refuse(request, reply, new GoogleSignInError('missing-state-cookie'))
        const attempt = sealer.open(presented)
        if (!attempt) return refuse(request, reply, new GoogleSignInError('bad-state-cookie'))
        if (attempt.expiresAt <= deps.clock.now().getTime()) {
          return refuse(request, reply, new GoogleSignInError('attempt-expired'))
        }

        const queryAt = request.url.indexOf('?')
        let identity
        try {
          identity = await google.redeem(queryAt === -1 ? '' : request.url.slice(queryAt), attempt)
        } catch (err) {
          return refuse(request, reply, err)
        }

        // Google sends the browser back here: its Accept-Language is the person's (decision 084).
        const result = await linkGoogleAccount(deps, identity, languageOf(request))
        if (!result.ok) {
          return refuse(
            request,
            reply,
            new GoogleSignInError(result.reason),
            result.reason === 'email-unverified' ? GOOGLE_EMAIL_UNVERIFIED : GOOGLE_FAILED,
          )
        }

        // Exactly like password login: a new session, and the one this browser had ends.
        const tokens = await startSession(
          deps,
          cookies.read(request),
          result.userId,
          request.headers['user-agent'],
        )
        cookies.set(reply, tokens, deps.clock.now())
        request.log.info({ event: 'auth.google.success', outcome: result.outcome }, 'signed in with Google')
        return redirect(reply, attempt.returnTo)
      },
    )
  }
}
