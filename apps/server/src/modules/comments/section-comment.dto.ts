import type { GuideComment } from '@kindred/contract/comments-sections'
import { commentTimes } from './comment.dto'
import type { SectionCommentRow } from './section-comments.repository'

/** A comment as the API sends it; `mine` tells its author they may edit or delete it. */
export function toSectionCommentDto(
  row: SectionCommentRow,
  helpfulCount: number,
  mine: boolean,
): GuideComment {
  return {
    id: row.id,
    section_slug: row.sectionSlug,
    trauma_slug: row.traumaSlug,
    body: row.body,
    author: row.authorName,
    ...commentTimes(row.createdAt, row.editedAt),
    helpful_count: helpfulCount,
    mine,
  }
}

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
