import type { FastifyRequest } from 'fastify'
import { AppError } from '../../../lib/app-error'
import { isModerator, personOf } from '../../../plugins/authentication'

/**
 * preHandler after requireUser: moderators and admins pass; anyone else signed in gets 403 (the
 * client shows the seed's "Access forbidden!"), a visitor 401 from requireUser.
 */
export async function requireModerator(request: FastifyRequest) {
  if (!isModerator(personOf(request))) {
    throw new AppError(403, 'FORBIDDEN', 'Only moderators can do this.')
  }
}
