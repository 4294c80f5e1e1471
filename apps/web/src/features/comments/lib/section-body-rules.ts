import { EditGuideCommentBodySchema } from '@kindred/contract/comments-sections'
import { GUIDE_COMMENT_MAX } from '@kindred/contract/comments-sections-constants'
import type { CommentBodyRules } from './body-rules'

/** A comment on a guide report section: the same text when posted and when edited. */
export const SECTION_COMMENT_RULES: CommentBodyRules = {
  schema: EditGuideCommentBodySchema.pick({ body: true }),
  max: GUIDE_COMMENT_MAX,
  counted: false,
}
