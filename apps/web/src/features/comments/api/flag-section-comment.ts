import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { GUIDE_COMMENT_FLAG_REASONS } from '@kindred/contract/comments-sections'
import { useSectionHost, type SectionCommentsHost } from '../hooks/section-host'

export type CommentFlagReason = (typeof GUIDE_COMMENT_FLAG_REASONS)[number]
export interface CommentFlag {
  reason: CommentFlagReason
  note?: string
}

const AcceptedSchema = z.object({ message: z.string() })

/** Flags a comment for the moderators ("Report this comment"; 202, with a thank-you message). */
export function flagSectionComment(
  request: SectionCommentsHost['request'],
  sessionId: string,
  commentId: number,
  flag: CommentFlag,
) {
  return request(`/comments/${commentId}/report/`, {
    method: 'POST',
    body: { session_id: sessionId, ...flag },
    schema: AcceptedSchema,
  })
}

export function useFlagSectionComment(sessionId: string, commentId: number) {
  const { request } = useSectionHost()
  return useMutation({
    mutationFn: (flag: CommentFlag) => flagSectionComment(request, sessionId, commentId, flag),
  })
}
