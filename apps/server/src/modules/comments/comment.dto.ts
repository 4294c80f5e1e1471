import type { Comment, CommentWithReplies } from '@kindred/contract/comments'
import type { GuideComment } from '@kindred/contract/comments-sections'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import type { MemoryAccess } from '../../access'
import type { CommentRow, CommentWithRepliesRow, SectionCommentRow } from './comments.repository'
import type { Viewer } from '../../plugins/authentication'
import { isoTime } from '../../lib/iso-time'

const iso = isoTime

/** When a comment on any subject was written and last changed, as the API writes times. */
export const commentTimes = (createdAt: string | Date, editedAt: string | Date | null) => ({
  created_at: iso(createdAt),
  edited_at: editedAt === null ? null : iso(editedAt),
})

/**
 * One comment for this viewer (SPEC §6). The memory's author commenting on their own anonymous
 * memory is shown as "the author", never by name, to everyone (moderators and themself included:
 * only `is_mine` tells them it is theirs), so no answer ties the memory to them. A comment posted
 * without its author's name (decision 057) names nobody either, to anyone. A deleted comment kept
 * for its replies says nothing of what it said or who said it.
 */
export function toCommentDto(row: CommentRow, memory: MemoryAccess, viewer: Viewer | null): Comment {
  const authorId = row.author_id === null ? null : Number(row.author_id)
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
    is_mine: !row.deleted && viewer !== null && authorId === viewer.userId,
    moderation: !row.deleted && viewer !== null && authorId === viewer.userId ? row.moderation : null,
  }
}

export const toCommentWithRepliesDto = (
  row: CommentWithRepliesRow,
  memory: MemoryAccess,
  viewer: Viewer | null,
): CommentWithReplies => ({
  ...toCommentDto(row, memory, viewer),
  replies: row.replies.map((reply) => toCommentDto(reply, memory, viewer)),
})

/** A comment on a report section; `mine` tells its author they may edit or delete it. */
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
