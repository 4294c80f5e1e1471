import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { GuidePort } from './guide-port'
import type { SectionCommentVotesRepository } from './section-comment-votes.repository'
import type { SectionCommentsRepository } from './section-comments.repository'

/** What the use cases and routes of comments on report sections are built from (comments.plugin.ts). */
export interface SectionCommentsDeps {
  db: Db
  clock: Clock
  comments: SectionCommentsRepository
  votes: SectionCommentVotesRepository
  /** The guide's sessions and report sections, asked through the guide (decision 051). */
  guide: GuidePort
}
