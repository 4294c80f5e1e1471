import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import type { RuleLabels } from '../../lib/rule-labels'
import { routeSet } from '../../plugins/route-options'
import { createCommentsRepository } from './comments.repository'
import type { CommentsDeps } from './comments-deps'
import type { GuidePort } from './guide-port'
import { commentRoutes } from './routes/comments.routes'
import { memoryCommentCalls } from './routes/memory-comment-calls'
import { sectionCommentCalls } from './routes/section-comment-calls'

/**
 * Comments (SPEC §6, §4.3), one stack whose subjects are memories, with one level of replies, and
 * the sections of a guide report, with helpful votes; `guide` answers for the guide's sessions and
 * sections (decisions 051, 076); `ruleLabels` names to an author the rule their comment was set
 * aside under (the moderation module's words).
 */
export async function registerComments(
  app: FastifyInstance,
  clock: Clock,
  guide: GuidePort,
  ruleLabels: RuleLabels,
) {
  const { db } = app.database
  const deps: CommentsDeps = {
    db,
    clock,
    comments: createCommentsRepository(db),
    pages: app.sharedAnswers,
    guide,
    ruleLabels,
  }
  const subjects = [memoryCommentCalls(deps), sectionCommentCalls(deps)]
  await app.register(routeSet(commentRoutes(subjects), [guide.sessionLinks]))
}
