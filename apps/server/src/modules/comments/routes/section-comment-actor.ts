import type { FastifyRequest } from 'fastify'
import { AppError } from '../../../lib/app-error'
import type { MessageId } from '../../../lib/messages'
import { viewerOf } from '../../../plugins/authentication'
import type { CommentOwner } from '../section-comment-owner'
import type { CommentsDeps } from '../comments-deps'

/**
 * The person acting on a comment on a report section: their guide session if they name one, their
 * account if signed in. With neither, a 422 on the session field saying what they need to do (`why`).
 */
export async function commentActorOf(
  deps: CommentsDeps,
  request: FastifyRequest,
  sessionId: string | undefined,
  field: 'body.session_id' | 'querystring.session_id',
  why: MessageId,
): Promise<CommentOwner> {
  const user = viewerOf(request)
  const session = sessionId === undefined ? null : await deps.guide.sessionOf(request, sessionId)
  if (!user && !session)
    throw new AppError(422, 'VALIDATION', why, [{ path: field, message: 'comments.requiredSignedOut' }])
  return { sessionRowId: session?.id ?? null, userId: user?.userId ?? null }
}
