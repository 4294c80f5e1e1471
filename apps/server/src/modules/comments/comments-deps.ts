import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { CommentsRepository } from './comments.repository'

/** What the comments module's use cases and routes are built from (comments.plugin.ts). */
export interface CommentsDeps {
  db: Db
  clock: Clock
  comments: CommentsRepository
}
