import { z } from 'zod'
import { CommentAbilitiesSchema, SectionCommentSubjectSchema } from './comments'
import { ListOf, SessionIdField } from './guide'
import { SLUG } from './guide-content'
import { text } from './text'
import { GUIDE_COMMENT_MAX, GUIDE_COMMENT_FLAG_REASONS } from './comments-sections-constants'

export * from './comments-sections-constants'

const id = z.number().int().positive()
const slug = z.string().regex(SLUG)
const commentBody = text({ min: 1, max: GUIDE_COMMENT_MAX }).refine(
  (s) => s.trim().length > 0,
  'Please write something.',
)

export const GuideCommentSchema = z.object({
  id,
  subject: SectionCommentSubjectSchema,
  section_slug: slug,
  trauma_slug: slug.nullable(),
  body: z.string(),
  /** The author's display name, or null when posted anonymously. */
  author: z.string().nullable(),
  created_at: z.string(),
  /** When the author last changed the text; null if never. */
  edited_at: z.string().nullable(),
  helpful_count: z.number().int(),
  mine: z.boolean(),
  /** What the reader may do with it (decision 078): its writer edits and deletes, others flag and vote. */
  abilities: CommentAbilitiesSchema,
})
export type GuideComment = z.infer<typeof GuideCommentSchema>

export const GuideCommentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  session_id: SessionIdField.optional(),
  section_slug: slug.max(120).optional(),
  trauma_slug: slug.max(80).optional(),
  google_id: z.string().max(80).optional(),
})
export const GuideCommentListResponseSchema = z.object({
  results: z.array(GuideCommentSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
})

export const CreateGuideCommentBodySchema = z.object({
  session_id: SessionIdField,
  section_slug: slug.max(120),
  trauma_slug: slug.max(80).optional(),
  body: commentBody,
  /**
   * Signed-in people post under their display name only when they say so; left out, their default
   * applies: without their name unless they chose otherwise in Settings (decision 057).
   */
  anonymous: z.boolean().optional(),
})

export const GuideCommentIdParamsSchema = z.object({
  comment_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

/**
 * Who is changing a comment: the session that wrote it, or (signed in) the account. The session is
 * optional so a signed-in person can manage their comments without one.
 */
export const GuideCommentOwnerQuerySchema = z.object({ session_id: SessionIdField.optional() })

/** An edit changes only the text, checked exactly as when posting. */
export const EditGuideCommentBodySchema = z.object({
  session_id: SessionIdField.optional(),
  body: commentBody,
})

export const GuideCommentVoteBodySchema = z.object({ session_id: SessionIdField })
export const GuideCommentVoteResponseSchema = z.object({
  comment_id: id,
  voted: z.boolean(),
  helpful_count: z.number().int(),
})
export const GuideCommentVotesResponseSchema = ListOf(
  z.object({ comment_id: id, helpful_count: z.number().int() }),
)
export const FlagGuideCommentBodySchema = z.object({
  session_id: SessionIdField.optional(),
  reason: z.enum(GUIDE_COMMENT_FLAG_REASONS),
  note: text({ max: 500 }).optional(),
})

export const SectionNamesQuerySchema = z.object({
  report_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  session_id: SessionIdField,
})
export const SectionNamesResponseSchema = ListOf(
  z.object({ section_slug: slug, title: z.string(), count: z.number().int() }),
)
