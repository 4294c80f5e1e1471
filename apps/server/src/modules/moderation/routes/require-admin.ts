import type { FastifyRequest } from 'fastify'
import { AppError } from '../../../lib/app-error'
import { signedIn } from '../../../plugins/authentication'

/**
 * preHandler after requireUser: only admins pass; moderators and everyone else signed in get 403
 * (the client shows the seed's "Access forbidden!"), a visitor 401 from requireUser.
 */
export async function requireAdmin(request: FastifyRequest) {
  if (signedIn(request).user.role !== 'admin') {
    throw new AppError(403, 'FORBIDDEN', 'Only admins can do this.')
  }
}
