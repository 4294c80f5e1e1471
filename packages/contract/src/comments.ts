import { z } from 'zod'
import { CountedPageOf } from './pages'
import { MEMORY_PAGE_MAX, MemoryAuthorSchema, SHAREABLE_LINK, SafetyFilterSlugSchema } from './memories'
import { ModerationStatusSchema } from './moderation-status'
import { text } from './text'
import { COMMENT_BODY_MAX, BODY_CONTROL } from './comments-constants'

export * from './comments-constants'

/** 1 to 2,000 characters once the spaces around it are gone; stored trimmed. */
const body = text({ max: COMMENT_BODY_MAX, trim: true })
  .refine((value) => value.length > 0, 'Please write something.')
  .refine((value) => !BODY_CONTROL.test(value), 'Please use plain text only.')

/** A comment's id: a positive whole number, written in digits (ids are strings in answers). */
const commentId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'Not a comment.')
  .transform(Number)
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER, 'Not a comment.'))

/** The parent of a reply, as the comment's id in digits or as a number; null or absent: top-level. */
const parentId = z
  .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), commentId], 'Not a comment.')
  .nullable()
  .optional()
  .transform((value) => value ?? null)

const shareableLink = z.string().min(1).max(160).regex(SHAREABLE_LINK)

export const CommentListParamsSchema = z.object({
  shareableLink,
  page: z.coerce.number().int().min(1).max(MEMORY_PAGE_MAX),
})

export const CommentIdParamsSchema = z.object({ id: commentId })

export const CreateCommentBodySchema = z.object({
  shareable_link: shareableLink,
  body,
  parent_id: parentId,
  /**
   * Without the commenter's name. Left out: their default, without it unless they chose "Under my
   * name by default" in Settings (decision 057).
   */
  anonymous: z.boolean().optional(),
})
export type CreateCommentBody = z.input<typeof CreateCommentBodySchema>

/** An edit changes only the text, checked exactly as when posting. */
export const EditCommentBodySchema = z.object({ body })
export type EditCommentBody = z.input<typeof EditCommentBodySchema>

/**
 * What a comment is on, the same field in every comment answer (decision 076): a memory, by its
 * link, or a section of a guide report, by its slug and the trauma type of a section about one.
 */
export const MemoryCommentSubjectSchema = z.object({ kind: z.literal('memory'), shareable_link: z.string() })
export const SectionCommentSubjectSchema = z.object({
  kind: z.literal('section'),
  section_slug: z.string(),
  trauma_slug: z.string().nullable(),
})
export const CommentSubjectSchema = z.discriminatedUnion('kind', [
  MemoryCommentSubjectSchema,
  SectionCommentSubjectSchema,
])
export type CommentSubject = z.infer<typeof CommentSubjectSchema>

/**
 * What the reader may do with a comment, decided by the server (decision 078) so the web does not
 * decide it again from `is_mine` and the memory's policy. The same for every reader of one kind (a
 * visitor, a signed-in person, the comment's writer): never what the reader is to its author.
 * Nothing on a deleted comment.
 */
export const CommentAbilitiesSchema = z.object({
  /** Its writer, while the memory's policy lets them write there: change the text. */
  edit: z.boolean(),
  /** Its writer: delete it. */
  delete: z.boolean(),
  /**
   * A top-level comment on a memory whose policy lets the reader write (`abilities.comment` `yes`
   * or `if_connected`, the connection checked when they post); never a reply or a section's comment.
   */
  reply: z.boolean(),
  /** A signed-in reader who did not write it: love it (a memory's comment; a section's has none). */
  love: z.boolean(),
  /**
   * A reader who did not write it: report it, mute or block its named writer; on a report section's
   * comment, any guide session's reader: flag it and mark it helpful.
   */
  report: z.boolean(),
})
export type CommentAbilities = z.infer<typeof CommentAbilitiesSchema>

const commentFields = {
  id: z.string(),
  subject: MemoryCommentSubjectSchema,
  /** The memory's link, as before `subject` said it (kept for the clients that read it). */
  memory_shareable_link: z.string(),
  /** The comment this one replies to; null for a top-level comment. */
  parent_id: z.string().nullable(),
  /** Plain text, line breaks kept; empty when deleted. */
  body: z.string(),
  /**
   * Null when deleted, when the author erased their account, when it was posted without the name
   * (`anonymous`), and when the memory's author comments on their own anonymous memory (then
   * `is_memory_author` says who wrote it, never their name).
   */
  author: MemoryAuthorSchema.nullable(),
  /** Posted without the commenter's name (decision 057); false once deleted. */
  anonymous: z.boolean(),
  /** Written by the memory's author. */
  is_memory_author: z.boolean(),
  /** The memory's content warnings: a comment inherits them. */
  content_warnings: z.array(SafetyFilterSlugSchema),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** A deleted comment kept so its replies keep their place: no text, no author. */
  deleted: z.boolean(),
  counts: z.object({ love: z.number().int() }),
  is_mine: z.boolean(),
  /**
   * For its author only: why nobody else sees it now (held by reports, hidden or removed by a
   * moderator) and whether they may appeal (SPEC §10). Null for everyone else and when it is shown.
   */
  moderation: ModerationStatusSchema.nullable(),
  abilities: CommentAbilitiesSchema,
}

/** A reply, or a comment as create and edit answer it. */
export const CommentSchema = z.object({
  ...commentFields,
  replies: z.array(z.object(commentFields)).optional(),
})
export type Comment = z.infer<typeof CommentSchema>

/** A top-level comment in a list, with all its replies, oldest first. */
export const CommentWithRepliesSchema = z.object({
  ...commentFields,
  replies: z.array(z.object(commentFields)),
})
export type CommentWithReplies = z.infer<typeof CommentWithRepliesSchema>

/** `total`: the memory's live comments, replies included (its `counts.comments`). */
export const CommentListResponseSchema = CountedPageOf(CommentWithRepliesSchema)
export type CommentList = z.infer<typeof CommentListResponseSchema>
