import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { SharedJsonCache } from '../../lib/shared-json-cache'
import type { CommentsRepository } from './comments.repository'

/** What the comments module's use cases and routes are built from (comments.plugin.ts). */
export interface CommentsDeps {
  db: Db
  clock: Clock
  comments: CommentsRepository
  /** Comment pages as a visitor reads them, shared with members who read them the same (decision 045). */
  pages: SharedJsonCache
}
