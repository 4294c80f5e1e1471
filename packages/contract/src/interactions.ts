import { z } from 'zod'
import { PageOf } from './pages'
import { FEEDBACK_TARGETS } from './interactions-content'
import { VOTERS_LIMIT } from './limits'
import { SHAREABLE_LINK } from './memories'
import { text } from './text'
import {
  REACTION_KINDS,
  REACTION_TARGETS,
  ME_TOO_NOTE_MAX,
  VOTERS_LIMIT_MAX,
  INTERACTION_BATCH_MAX,
  INTERACTION_PAGE_MAX,
  MAX_ID,
  NOTE_CONTROL,
  type ReactionFields,
  TARGET_FIELD,
} from './interactions-constants'

export * from './interactions-constants'
const rowId = z.number().int().positive().max(MAX_ID)
const phraseId = z.number().int().positive().max(2_147_483_647)
export const ShareableLinkSchema = z.string().min(1).max(160).regex(SHAREABLE_LINK)
/** A numeric id in a query string or path ("12"), read as a number. */
const idText = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a number')
  .transform(Number)
  .pipe(rowId)
const page = z.coerce.number().int().min(1).max(INTERACTION_PAGE_MAX).default(1)
const note = text({ max: ME_TOO_NOTE_MAX, trim: true }).refine(
  (value) => !NOTE_CONTROL.test(value),
  'Please use plain text only.',
)

// ---- Reactions ----------------------------------------------------------------------------------

export const ReactionOptionSchema = z.object({
  key: z.enum(REACTION_KINDS),
  /** For me too: the person's empathy button text ("Me too" for visitors and by default). */
  label: z.string(),
  targets: z.array(z.enum(REACTION_TARGETS)),
})
export type ReactionOption = z.infer<typeof ReactionOptionSchema>
export const ReactionOptionsResponseSchema = z.object({ results: z.array(ReactionOptionSchema) })
export type ReactionOptionsResponse = z.infer<typeof ReactionOptionsResponseSchema>

const reactionFields = {
  target: z.enum(REACTION_TARGETS),
  /** With target memory. */
  shareable_link: ShareableLinkSchema.optional(),
  /** With target comment. */
  comment_id: rowId.optional(),
  /** With target me_too (only the memory's author loves back). */
  me_too_id: rowId.optional(),
  reaction: z.enum(REACTION_KINDS),
}

/** The target names exactly one thing, of its kind; a me-too goes only to a memory. */
function checkReactionTarget(body: ReactionFields, ctx: z.RefinementCtx) {
  const wanted = TARGET_FIELD[body.target]
  for (const field of Object.values(TARGET_FIELD)) {
    if (field === wanted && body[field] === undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: `${field} is needed for a ${body.target}.` })
    if (field !== wanted && body[field] !== undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: `Only ${wanted} names a ${body.target}.` })
  }
  if (body.reaction === 'me_too' && body.target !== 'memory')
    ctx.addIssue({ code: 'custom', path: ['reaction'], message: 'A me too goes to a memory.' })
}

/**
 * Give a reaction (idempotent): me too (on a memory, with an optional note only the author reads,
 * optionally anonymous) or love (on a memory, a comment, or — the author's love back — a me-too).
 */
export const ReactionBodySchema = z
  .object({
    ...reactionFields,
    /** Only with me too: read by the memory's author alone. An empty note is no note. */
    note: note.nullable().optional(),
    /**
     * Only with me too: the author never learns who it was. Left out on a me too: the person's
     * default, without their name unless they chose otherwise in Settings (decision 057).
     */
    anonymous: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    checkReactionTarget(body, ctx)
    if (body.reaction !== 'me_too' && body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'A note goes with a me too only.' })
    if (body.reaction !== 'me_too' && body.anonymous)
      ctx.addIssue({ code: 'custom', path: ['anonymous'], message: 'Only a me too can be anonymous.' })
  })
export type ReactionBody = z.input<typeof ReactionBodySchema>
export type ReactionRequest = z.output<typeof ReactionBodySchema>

/** Take a reaction back (idempotent): the same identifying fields. */
export const RemoveReactionBodySchema = z.object(reactionFields).superRefine(checkReactionTarget)
export type RemoveReactionBody = z.infer<typeof RemoveReactionBodySchema>

export const MemoryCountsSchema = z.object({
  me_too: z.number().int(),
  love: z.number().int(),
  comments: z.number().int(),
  votes: z.number().int(),
})
export type MemoryCounts = z.infer<typeof MemoryCountsSchema>
export const CommentCountsSchema = z.object({ love: z.number().int() })
export type CommentCounts = z.infer<typeof CommentCountsSchema>

/** After a give or take back: whether it is now there, and the counts read after the write. */
export const ReactionResponseSchema = z.object({
  reaction: z.enum(REACTION_KINDS),
  target: z.enum(REACTION_TARGETS),
  active: z.boolean(),
  /** The memory's counts (for a memory or a me-too), or the comment's. */
  counts: z.union([MemoryCountsSchema, CommentCountsSchema]),
})
export type ReactionResponse = z.infer<typeof ReactionResponseSchema>

export const MeTooListParamsSchema = z.object({ shareableLink: ShareableLinkSchema })
export const MeTooListQuerySchema = z.object({ page })

export const PersonSchema = z.object({ public_id: z.string(), display_name: z.string() })
export type Person = z.infer<typeof PersonSchema>

/** A me-too on your memory, as only you (its author) see it. */
export const MeTooSchema = z.object({
  id: z.number().int(),
  /** Null when the giver chose to be anonymous. */
  giver: PersonSchema.nullable(),
  note: z.string().nullable(),
  loved_back: z.boolean(),
  created_at: z.string(),
})
export type MeToo = z.infer<typeof MeTooSchema>
export const MeTooPageSchema = PageOf(MeTooSchema)
export type MeTooPage = z.infer<typeof MeTooPageSchema>

// ---- Votes --------------------------------------------------------------------------------------

/** "This resonates": give or take back (idempotent). */
export const VoteBodySchema = z.object({ shareable_link: ShareableLinkSchema })
export type VoteBody = z.infer<typeof VoteBodySchema>
export const VoteResponseSchema = z.object({
  shareable_link: z.string(),
  voted: z.boolean(),
  /** The memory's votes after the write. */
  count: z.number().int(),
})
export type VoteResponse = z.infer<typeof VoteResponseSchema>

export const VotersQuerySchema = z.object({
  shareable_link: ShareableLinkSchema,
  limit: z.coerce.number().int().min(1).max(VOTERS_LIMIT_MAX).default(VOTERS_LIMIT),
  page,
})
export type VotersQuery = z.input<typeof VotersQuerySchema>
export type VotersRequest = z.output<typeof VotersQuerySchema>
/** Voters who allow being listed, newest first; `total` counts every vote. */
export const VotersPageSchema = PageOf(PersonSchema).extend({ total: z.number().int() })
export type VotersPage = z.infer<typeof VotersPageSchema>

// ---- Feedback -----------------------------------------------------------------------------------

export const FeedbackListQuerySchema = z.object({ type: z.enum(FEEDBACK_TARGETS) })
export const FeedbackPhraseSchema = z.object({
  /** The feedback_id the other calls take. */
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
  applies_to: z.array(z.enum(FEEDBACK_TARGETS)),
})
export type FeedbackPhrase = z.infer<typeof FeedbackPhraseSchema>
export const FeedbackListResponseSchema = z.object({ results: z.array(FeedbackPhraseSchema) })
export type FeedbackListResponse = z.infer<typeof FeedbackListResponseSchema>

/** Exactly one of a memory (by link) or a comment (by id). */
function exactlyOneSubject(value: { shareable_link?: unknown; comment_id?: unknown }, ctx: z.RefinementCtx) {
  const given = (value.shareable_link !== undefined ? 1 : 0) + (value.comment_id !== undefined ? 1 : 0)
  if (given !== 1)
    ctx.addIssue({
      code: 'custom',
      path: given === 0 ? [] : ['comment_id'],
      message: 'Name either a memory (shareable_link) or a comment (comment_id).',
    })
}

/** Give or take back a phrase (idempotent). */
export const FeedbackBodySchema = z
  .object({
    feedback_id: phraseId,
    shareable_link: ShareableLinkSchema.optional(),
    comment_id: rowId.optional(),
  })
  .superRefine(exactlyOneSubject)
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>

export const UserFeedbackQuerySchema = z
  .object({ shareable_link: ShareableLinkSchema.optional(), comment_id: idText.optional() })
  .superRefine(exactlyOneSubject)
export type UserFeedbackQuery = z.input<typeof UserFeedbackQuerySchema>

export const FeedbackCountSchema = z.object({
  feedback_id: z.number().int(),
  label: z.string(),
  count: z.number().int(),
})
/** How often each phrase was given (phrases given at least once, in file order), and yours. */
export const FeedbackSummarySchema = z.object({
  counts: z.array(FeedbackCountSchema),
  /** The phrases you gave (always empty for a visitor). */
  mine: z.array(z.number().int()),
})
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>
export const FeedbackResponseSchema = FeedbackSummarySchema.extend({
  feedback_id: z.number().int(),
  active: z.boolean(),
})
export type FeedbackResponse = z.infer<typeof FeedbackResponseSchema>

// ---- Batch status -------------------------------------------------------------------------------

const links = z
  .array(ShareableLinkSchema)
  .max(INTERACTION_BATCH_MAX, `At most ${INTERACTION_BATCH_MAX} memories.`)
const commentIds = z.array(rowId).max(INTERACTION_BATCH_MAX, `At most ${INTERACTION_BATCH_MAX} comments.`)

export const VotesStatusBodySchema = z.object({ shareable_links: links })
export type VotesStatusBody = z.infer<typeof VotesStatusBodySchema>
/** Per readable link; links you may not read are left out. */
export const VotesStatusResponseSchema = z.object({
  results: z.record(z.string(), z.object({ voted: z.boolean(), count: z.number().int() })),
})
export type VotesStatusResponse = z.infer<typeof VotesStatusResponseSchema>

export const InteractionStatusBodySchema = z.object({
  shareable_links: links.default([]),
  comment_ids: commentIds.default([]),
})
export type InteractionStatusBody = z.input<typeof InteractionStatusBodySchema>
export const MemoryStatusSchema = z.object({
  me_too: z.boolean(),
  love: z.boolean(),
  counts: MemoryCountsSchema,
})
export const CommentStatusSchema = z.object({ love: z.boolean(), count: z.number().int() })
/** Your state per readable memory (by link) and per comment you can see (by id); others left out. */
export const InteractionStatusResponseSchema = z.object({
  memories: z.record(z.string(), MemoryStatusSchema),
  comments: z.record(z.string(), CommentStatusSchema),
})
export type InteractionStatusResponse = z.infer<typeof InteractionStatusResponseSchema>
