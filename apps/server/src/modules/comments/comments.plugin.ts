import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { routeSet } from '../../plugins/route-options'
import { createCommentsRepository } from './comments.repository'
import type { CommentsDeps } from './comments-deps'
import type { GuidePort } from './guide-port'
import { commentRoutes } from './routes/comments.routes'
import { sectionCommentRoutes } from './routes/section-comments.routes'
import { createSectionCommentVotesRepository } from './section-comment-votes.repository'
import { createSectionCommentsRepository } from './section-comments.repository'

/**
 * Comments (SPEC §6, §4.3): on memories, with one level of replies, and on the sections of a guide
 * report, with helpful votes; `guide` answers for the guide's sessions and sections (decision 051).
 */
export async function registerComments(app: FastifyInstance, clock: Clock, guide: GuidePort) {
  const { db } = app.database
  const deps: CommentsDeps = {
    db,
    clock,
    comments: createCommentsRepository(db),
    pages: app.sharedAnswers,
  }
  await app.register(routeSet(commentRoutes(deps)))
  const sectionDeps = {
    db,
    clock,
    comments: createSectionCommentsRepository(db),
    votes: createSectionCommentVotesRepository(db),
    guide,
  }
  await app.register(routeSet(sectionCommentRoutes(sectionDeps), [guide.sessionLinks]))
}
