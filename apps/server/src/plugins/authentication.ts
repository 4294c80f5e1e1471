import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { CSRF_HEADER } from '@kindred/contract/http'
import type { sessions, users } from '../db/schema/index'
import { AppError } from '../lib/app-error'

/** The person behind a request and the session it came with, as their rows. */
export interface Authenticated {
  user: typeof users.$inferSelect
  session: typeof sessions.$inferSelect
}

/**
 * What this plugin is given by identity, which registers it: the session check (which keeps recent
 * checks and forgets them itself, by person, when a change is committed: decision 060) and the
 * access cookie. Declared here so that the plugin, which every module's routes use, imports no
 * module (decision 048).
 */
export interface SessionCheck {
  authenticate(accessToken: string, csrfHeader: string): Promise<Authenticated | null>
}
export interface AccessCookie {
  read(request: FastifyRequest): { access?: string | undefined }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The one read-only route that may take the CSRF value as a `csrf` query parameter, since a
     * browser EventSource cannot send headers (the notification stream, SPEC §7).
     */
    csrfInQuery?: boolean
  }
  interface FastifyRequest {
    /** The signed-in person, when the request "sent authentication" (SPEC §3.5); null for visitors. */
    auth: Authenticated | null
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in person: 401 otherwise. */
    requireUser: (request: FastifyRequest) => Promise<void>
  }
}

function csrfFromQuery(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.routeOptions.config.csrfInQuery !== true) return undefined
  const value = (request.query as Record<string, unknown> | undefined)?.csrf
  return typeof value === 'string' ? value : undefined
}

/** preHandler for routes that need a signed-in person: 401 otherwise (`app.requireUser` too). */
export async function requireUser(request: FastifyRequest) {
  if (!request.auth) throw new AppError(401, 'UNAUTHENTICATED', 'access.signInAgain')
}

/**
 * preHandler after requireUser: moderators and admins pass; anyone else signed in gets 403 (the
 * client shows the seed's "Access forbidden!"), a visitor 401 from requireUser.
 */
export async function requireModerator(request: FastifyRequest) {
  if (!isModerator(personOf(request))) {
    throw new AppError(403, 'FORBIDDEN', 'access.moderatorsOnly')
  }
}

/**
 * preHandler after requireUser: only admins pass; moderators and everyone else signed in get 403
 * (the client shows the seed's "Access forbidden!"), a visitor 401 from requireUser.
 */
export async function requireAdmin(request: FastifyRequest) {
  if (signedIn(request).user.role !== 'admin') {
    throw new AppError(403, 'FORBIDDEN', 'access.adminsOnly')
  }
}

/** The signed-in person of a request that passed requireUser. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError(401, 'UNAUTHENTICATED', 'access.signInAgain')
  return request.auth
}

/** Who is reading: a signed-in person (SPEC §3.5 "sends authentication") or, when null, a visitor. */
export interface Viewer {
  userId: number
  role: 'user' | 'moderator' | 'admin'
}

export const isModerator = (viewer: Viewer | null) => viewer?.role === 'moderator' || viewer?.role === 'admin'

/** The person reading, or null for a visitor (a request that did not send authentication, SPEC §3.5). */
export function viewerOf(request: FastifyRequest): Viewer | null {
  const user = request.auth?.user
  return user ? { userId: user.id, role: user.role } : null
}

/**
 * The signed-in person as their row, or null for a visitor: what viewerOf says, for the routes that
 * need more of the person than their id and role (their public id, their name).
 */
export function userOf(request: FastifyRequest): Authenticated['user'] | null {
  return request.auth?.user ?? null
}

/**
 * Who asks, where an answer for a visitor would mislead a person: the signed-in person, or null for
 * a visitor. A request that sent authentication (the X-CSRF-Token header, SPEC §3.5) which did not
 * hold, say because the access cookie lapsed after its 15 minutes, is answered 401 like any
 * signed-in route: the client refreshes and asks again as the person, instead of being told as a
 * visitor, for instance, that the person's own guide session is not found (a session linked to an
 * account answers only that account). A request without the header (a visitor, or a browser after a
 * quick exit forgot the CSRF cookie) is a visitor's.
 */
export function askerOf(request: FastifyRequest): Authenticated['user'] | null {
  if (request.headers[CSRF_HEADER] !== undefined) return signedIn(request).user
  return userOf(request)
}

/** The signed-in person of a route behind requireUser. */
export function personOf(request: FastifyRequest): Viewer {
  const { user } = signedIn(request)
  return { userId: user.id, role: user.role }
}

/**
 * Resolves the person behind a request: a valid access cookie AND the X-CSRF-Token header that
 * matches the session. Without the header the request is answered as a visitor's — that is how the
 * client "does not send authentication" (decision 002). One indexed query, and none for visitors.
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionCheck; cookies: AccessCookie }) => {
    app.decorateRequest('auth', null)
    app.addHook('onRequest', async (request) => {
      const access = options.cookies.read(request).access
      const header = request.headers[CSRF_HEADER] ?? csrfFromQuery(request)
      if (!access || typeof header !== 'string') return
      request.auth = await options.sessions.authenticate(access, header)
    })
    app.decorate('requireUser', requireUser)
  },
  { name: 'authentication', dependencies: ['@fastify/cookie', 'csrf'] },
)
