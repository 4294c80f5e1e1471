import { EditCommentBodySchema } from '@kindred/contract/comments'
import { COMMENT_BODY_MAX } from '@kindred/contract/comments-constants'
import type { z } from 'zod'

/** What a kind of comment's text must be: the contract's schema of `{ body }` and its limit. */
export interface CommentBodyRules {
  schema: z.ZodType<{ body: string }>
  max: number
  /**
   * A memory's comments count the characters and let a paste run over, saying by how much; a
   * guide section's box stops at the limit.
   */
  counted: boolean
}

/** A comment or reply on a memory: 1 to 2,000 characters, counted as they are typed. */
export const MEMORY_COMMENT_RULES: CommentBodyRules = {
  schema: EditCommentBodySchema,
  max: COMMENT_BODY_MAX,
  counted: true,
}
