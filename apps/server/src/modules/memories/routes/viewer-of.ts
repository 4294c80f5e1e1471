import type { FastifyRequest } from 'fastify'
import { signedIn } from '../../../plugins/authentication'
import type { Viewer } from '../memory-visibility'

/** The person reading, or null for a visitor (a request that did not send authentication, SPEC §3.5). */
export function viewerOf(request: FastifyRequest): Viewer | null {
  const user = request.auth?.user
  return user ? { userId: user.id, role: user.role } : null
}

/** The signed-in person of a route behind requireUser. */
export function personOf(request: FastifyRequest): Viewer {
  const { user } = signedIn(request)
  return { userId: user.id, role: user.role }
}
