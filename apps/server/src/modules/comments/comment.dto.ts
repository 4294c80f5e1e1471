import type { Comment, CommentWithReplies } from '@kindred/contract/comments'
import type { GuideComment } from '@kindred/contract/comments-sections'
import type { Language } from '@kindred/contract/languages'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import {
  memoryAbilities,
  memoryCommentAbilities,
  type MemoryAccess,
  moderationStatusIn,
  sectionCommentAbilities,
} from '../../access'
import type { CommentRow, CommentWithRepliesRow, SectionCommentRow } from './comments.repository'
import type { Viewer } from '../../plugins/authentication'
import { isoTime } from '../../lib/iso-time'
import type { RuleLabels } from '../../lib/rule-labels'
import { mayCommentOn } from './comment-rules'

const iso = isoTime

/** When a comment on any subject was written and last changed, as the API writes times. */
export const commentTimes = (createdAt: string | Date, editedAt: string | Date | null) => ({
  created_at: iso(createdAt),
  edited_at: editedAt === null ? null : iso(editedAt),
})

/**
 * Whom a memory's comment answer is written for: a signed-in person or a visitor, and `userId`, the
 * person whose own comments it marks, null on a page shared by every reader of its kind (decision
 * 045), which holds nothing of theirs; `ruleLabel` names, in the answer's language, the rule a
 * moderator's decision on one of their own comments named.
 */
export interface CommentAnswerFor {
  signedIn: boolean
  userId: number | null
  ruleLabel: (slug: string | null) => string | null
}

/**
 * The answer for this viewer alone, in `language`; `shared`: for every reader of their kind
 * (nothing theirs, so no rule is named and no language is in it).
 */
export const answerFor = (
  viewer: Viewer | null,
  rules: { ruleLabels: RuleLabels; language: Language },
  shared = false,
): CommentAnswerFor => ({
  signedIn: viewer !== null,
  userId: shared || viewer === null ? null : viewer.userId,
  ruleLabel: (slug) => rules.ruleLabels(slug, rules.language),
})

/**
 * One comment for this reader (SPEC §6). The memory's author commenting on their own anonymous
 * memory is shown as "the author", never by name, to everyone (moderators and themself included:
 * only `is_mine` tells them it is theirs), so no answer ties the memory to them. A comment posted
 * without its author's name (decision 057) names nobody either, to anyone. A deleted comment kept
 * for its replies says nothing of what it said or who said it.
 */
export function toCommentDto(row: CommentRow, memory: MemoryAccess, reader: CommentAnswerFor): Comment {
  const authorId = row.author_id === null ? null : Number(row.author_id)
  const mine = !row.deleted && reader.userId !== null && authorId === reader.userId
  // Posted without the name on a named memory, "the memory's author" would name them.
  const isMemoryAuthor = !row.deleted && authorId === memory.authorId && (memory.anonymous || !row.anonymous)
  const named =
    !row.deleted &&
    authorId !== null &&
    row.author_public_id !== null &&
    !row.anonymous &&
    !(isMemoryAuthor && memory.anonymous)
  return {
    id: row.id,
    subject: { kind: 'memory', shareable_link: memory.shareableLink },
    memory_shareable_link: memory.shareableLink,
    parent_id: row.parent_id,
    body: row.deleted ? '' : row.body,
    author: named ? { public_id: row.author_public_id!, display_name: row.author_display_name ?? '' } : null,
    anonymous: !row.deleted && row.anonymous,
    is_memory_author: isMemoryAuthor,
    content_warnings: memory.contentWarnings as SafetyFilterSlug[],
    ...commentTimes(row.created_at, row.deleted ? null : row.edited_at),
    deleted: row.deleted,
    counts: { love: row.deleted ? 0 : row.love_count },
    is_mine: mine,
    moderation: mine ? moderationStatusIn(row.moderation, reader.ruleLabel) : null,
    abilities: memoryCommentAbilities(
      { deleted: row.deleted, topLevel: row.parent_id === null },
      !reader.signedIn ? 'visitor' : mine ? 'writer' : 'member',
      mayComment(memory, reader),
    ),
  }
}

/** The memory's `abilities.comment` for the reader of its comments (decision 078). */
const mayComment = (memory: MemoryAccess, reader: CommentAnswerFor) =>
  reader.signedIn ? mayCommentOn(memory, reader.userId) : memoryAbilities(memory, 'visitor').comment

export const toCommentWithRepliesDto = (
  row: CommentWithRepliesRow,
  memory: MemoryAccess,
  reader: CommentAnswerFor,
): CommentWithReplies => ({
  ...toCommentDto(row, memory, reader),
  replies: row.replies.map((reply) => toCommentDto(reply, memory, reader)),
})

/** A comment on a report section; `mine` tells its author it is theirs, `abilities` what they may do. */
export function toSectionCommentDto(
  row: SectionCommentRow,
  helpfulCount: number,
  mine: boolean,
): GuideComment {
  return {
    id: row.id,
    subject: { kind: 'section', section_slug: row.sectionSlug, trauma_slug: row.traumaSlug },
    section_slug: row.sectionSlug,
    trauma_slug: row.traumaSlug,
    body: row.body,
    author: row.authorName,
    ...commentTimes(row.createdAt, row.editedAt),
    helpful_count: helpfulCount,
    mine,
    abilities: sectionCommentAbilities(mine),
  }
}

/** A session's helpful vote on a report section's comment, and the comment's count. */
export const toSectionCommentVoteDto = (vote: {
  commentId: number
  voted: boolean
  helpfulCount: number
}) => ({
  comment_id: vote.commentId,
  voted: vote.voted,
  helpful_count: vote.helpfulCount,
})

export const toVotedSectionCommentDto = (vote: { commentId: number; helpfulCount: number }) => ({
  comment_id: vote.commentId,
  helpful_count: vote.helpfulCount,
})
