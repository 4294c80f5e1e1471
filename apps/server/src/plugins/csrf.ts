import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ACCESS_COOKIE, CSRF_COOKIE, CSRF_HEADER, REFRESH_COOKIE } from '@kindred/contract/http'
import { AppError } from '../lib/app-error'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes something (seed: `…/hide`, `/notifications/{id}/read/`): guarded like a POST. */
    stateChanging?: boolean
    /**
     * A write authorised by a signed token in its URL alone, never by a session: the one-click
     * unsubscribe of a mail (RFC 8058), which a mail client posts as a form from its own servers.
     * The CSRF guard leaves it to its token; it is the only route that takes a form body.
     */
    signedLink?: boolean
  }
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Any non-GET, and GETs marked stateChanging: the requests that may write (decisions 002, 009). The
 * CSRF guard checks them, and every cache of what was read forgets itself around them.
 */
export const mayWrite = (request: FastifyRequest) =>
  !SAFE_METHODS.has(request.method) || request.routeOptions.config.stateChanging === true
const SESSION_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE, CSRF_COOKIE].flatMap((name) => [
  name,
  `__Host-${name}`,
])

function sameSecret(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The value of the CSRF cookie, under either of its names (SPEC §3.4). */
export function csrfCookieValue(request: FastifyRequest): string | undefined {
  return request.cookies[`__Host-${CSRF_COOKIE}`] ?? request.cookies[CSRF_COOKIE]
}

/**
 * A write either carries JSON or carries nothing at all. A request with no body needs no content
 * type (`DELETE` with only the id in its path); any body, and any content type that is given, must
 * be JSON. A cross-site form always sends a content type, so this opens nothing to it, and the
 * origin and header checks below still apply to body-less writes.
 */
function jsonOrNothing(request: FastifyRequest): boolean {
  const type = request.headers['content-type']
  if (type !== undefined) return type.startsWith('application/json')
  const length = request.headers['content-length']
  return request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')
}

/** Why a state-changing request must be refused, or null to let it through (SPEC §3.5). */
function refusal(request: FastifyRequest, appOrigin: string): string | null {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') return `Sec-Fetch-Site ${String(site)}`
  const origin = request.headers.origin
  if (origin !== undefined && origin !== appOrigin) return 'foreign Origin'
  const hasSessionCookie = SESSION_COOKIES.some((name) => request.cookies[name] !== undefined)
  if (!hasSessionCookie) return null
  const header = request.headers[CSRF_HEADER]
  const expected = csrfCookieValue(request)
  if (typeof header !== 'string' || !expected) return 'missing CSRF header'
  if (!sameSecret(header, expected)) return 'wrong CSRF header'
  return null
}

/**
 * Cross-site request forgery guard. Every non-GET request and every GET marked `stateChanging`
 * must come from our own origin (Fetch Metadata, else Origin), must be JSON or have no body at all
 * (anything else is 415), and, when it carries session cookies, must echo the
 * readable csrfToken cookie in X-CSRF-Token: a header no other site can add without a CORS
 * preflight, which we never grant. See docs/decisions/002.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, options: { appOrigin: string }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!mayWrite(request) || request.routeOptions.config.signedLink === true) return
      reply.header('Vary', 'Origin, Sec-Fetch-Site')
      if (!SAFE_METHODS.has(request.method) && !jsonOrNothing(request)) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'request.mustBeJson')
      }
      const reason = refusal(request, options.appOrigin)
      if (reason) {
        request.log.warn({ event: 'csrf.reject', reason }, 'request refused by the CSRF guard')
        throw new AppError(403, 'CSRF_REJECTED', 'request.notFromKindred')
      }
    })
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
)
