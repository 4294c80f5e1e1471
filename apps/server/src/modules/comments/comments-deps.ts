import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { RuleLabels } from '../../lib/rule-labels'
import type { SharedJsonCache } from '../../lib/shared-json-cache'
import type { CommentsRepository } from './comments.repository'
import type { GuidePort } from './guide-port'

/** What the comments module's use cases and routes are built from, every subject's (comments.plugin.ts). */
export interface CommentsDeps {
  db: Db
  clock: Clock
  comments: CommentsRepository
  /** Comment pages as a visitor reads them, shared with members who read them the same (decision 045). */
  pages: SharedJsonCache
  /** The guide's sessions and report sections, which a section's comments are keyed by (decision 051). */
  guide: GuidePort
  /** The words of the rule a moderator's decision named (the moderation module's, decision 083). */
  ruleLabels: RuleLabels
}
