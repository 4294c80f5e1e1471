import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { COMMENT_REPORT_REASONS } from '@kindred/contract/guide'
import { guideRequest } from './guide-request'

export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number]

const AcceptedSchema = z.object({ message: z.string() })

/** Asks the moderators to look at a comment (202, with a thank-you message). */
export function reportComment(
  sessionId: string,
  commentId: number,
  report: { reason: CommentReportReason; note?: string },
) {
  return guideRequest(`/comments/${commentId}/report/`, {
    method: 'POST',
    body: { session_id: sessionId, ...report },
    schema: AcceptedSchema,
  })
}

export function useReportComment(sessionId: string, commentId: number) {
  return useMutation({
    mutationFn: (report: { reason: CommentReportReason; note?: string }) =>
      reportComment(sessionId, commentId, report),
  })
}
