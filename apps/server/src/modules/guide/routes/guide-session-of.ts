import type { FastifyRequest } from 'fastify'
import { CSRF_HEADER } from '@kindred/contract/http'
import { signedIn } from '../../../plugins/authentication'
import type { GuideDeps } from '../guide-deps'
import type { GuideSessionRow } from '../guide-sessions.repository'
import { adoptGuideSession, resolveGuideSession } from '../use-cases/resolve-guide-session'

/** The signed-in person's id, or null: guide sessions used while signed in are linked to the account. */
export const viewerId = (request: FastifyRequest) => request.auth?.user.id ?? null

/**
 * Who asks for a guide session: the signed-in person, or null for a visitor. A session linked to an
 * account answers only that account (resolveGuideSession), so a request that sent authentication
 * (the X-CSRF-Token header, SPEC §3.5) which did not hold, say because the access cookie lapsed after
 * its 15 minutes, is answered 401 like any signed-in route: the client refreshes and asks again as
 * the person, instead of being told as a visitor that the person's own session is not found. Decided
 * before the session is looked up, so it says nothing about the id. A request without the header
 * (a visitor, or a browser after a quick exit forgot the CSRF cookie) is a visitor's.
 */
export function sessionAskerOf(request: FastifyRequest) {
  if (request.headers[CSRF_HEADER] !== undefined) return signedIn(request).user
  return request.auth?.user ?? null
}

/** Sessions to link to the signed-in person once their request has succeeded (see below). */
const adoptions = new WeakMap<FastifyRequest, () => Promise<unknown>>()

/**
 * The live guide session a request names, for the person asking (400/404 otherwise; another
 * account's session is a 404 for everyone but its owner, see resolveGuideSession). A session without
 * an owner used while signed in is linked to the person, but only when the request succeeds: a
 * refused request changes nothing (issue 15), so the link is made by `adoptWhenAnswered` just before
 * a success leaves.
 */
export async function guideSessionOf(
  deps: GuideDeps,
  request: FastifyRequest,
  sessionId: string,
): Promise<GuideSessionRow> {
  const userId = sessionAskerOf(request)?.id ?? null
  const row = await resolveGuideSession(deps, sessionId, userId, { adopt: false })
  if (userId !== null && row.userId === null)
    adoptions.set(request, () => adoptGuideSession(deps, row, sessionId, userId))
  return row
}

/** onSend: makes the link a successful request earned (see guideSessionOf). */
export async function adoptWhenAnswered(request: FastifyRequest, statusCode: number) {
  const adopt = adoptions.get(request)
  if (!adopt) return
  adoptions.delete(request)
  if (statusCode < 400) await adopt()
}
