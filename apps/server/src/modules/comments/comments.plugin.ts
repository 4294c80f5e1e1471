import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { createCommentsRepository } from './comments.repository'
import type { CommentsDeps } from './comments-deps'
import { commentRoutes } from './routes/comments.routes'

/** Comments on memories with one level of replies (SPEC §6). */
export async function registerComments(app: FastifyInstance, clock: Clock) {
  const { db } = app.database
  const deps: CommentsDeps = {
    db,
    clock,
    comments: createCommentsRepository(db),
    pages: app.sharedAnswers,
  }
  await app.register(commentRoutes(deps))
}
