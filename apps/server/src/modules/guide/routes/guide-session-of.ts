import type { FastifyRequest } from 'fastify'
import { AppError } from '../../../lib/app-error'
import type { CommentOwner } from '../comment-owner'
import type { GuideDeps } from '../guide-deps'
import type { GuideSessionRow } from '../guide-sessions.repository'
import { resolveGuideSession } from '../use-cases/resolve-guide-session'

/** The signed-in person's id, or null: guide sessions used while signed in are linked to the account. */
export const viewerId = (request: FastifyRequest) => request.auth?.user.id ?? null

/** The live guide session a request names (400/404 otherwise), linked to the signed-in person if any. */
export const guideSessionOf = (
  deps: GuideDeps,
  request: FastifyRequest,
  sessionId: string,
): Promise<GuideSessionRow> => resolveGuideSession(deps, sessionId, viewerId(request))

/**
 * The person acting on a comment: their guide session if they name one, their account if signed
 * in. With neither, a 422 on the session field saying what they need to do (`why`).
 */
export async function commentActorOf(
  deps: GuideDeps,
  request: FastifyRequest,
  sessionId: string | undefined,
  field: 'body.session_id' | 'querystring.session_id',
  why: string,
): Promise<CommentOwner> {
  const user = request.auth?.user ?? null
  const session = sessionId === undefined ? null : await guideSessionOf(deps, request, sessionId)
  if (!user && !session)
    throw new AppError(422, 'VALIDATION', why, [{ path: field, message: 'Required when not signed in.' }])
  return { sessionRowId: session?.id ?? null, userId: user?.id ?? null }
}
