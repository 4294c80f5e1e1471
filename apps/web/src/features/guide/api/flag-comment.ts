import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { GUIDE_COMMENT_FLAG_REASONS } from '@kindred/contract/guide-comments'
import { guideRequest } from './guide-request'

export type CommentFlagReason = (typeof GUIDE_COMMENT_FLAG_REASONS)[number]

const AcceptedSchema = z.object({ message: z.string() })

/** Flags a comment for the moderators ("Report this comment"; 202, with a thank-you message). */
export function flagComment(
  sessionId: string,
  commentId: number,
  flag: { reason: CommentFlagReason; note?: string },
) {
  return guideRequest(`/comments/${commentId}/report/`, {
    method: 'POST',
    body: { session_id: sessionId, ...flag },
    schema: AcceptedSchema,
  })
}

export function useFlagComment(sessionId: string, commentId: number) {
  return useMutation({
    mutationFn: (flag: { reason: CommentFlagReason; note?: string }) =>
      flagComment(sessionId, commentId, flag),
  })
}
