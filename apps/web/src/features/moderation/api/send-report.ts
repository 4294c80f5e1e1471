import { useMutation } from '@tanstack/react-query'
import { ReportResponseSchema, type ReportBody } from '@kindred/contract/moderation'
import { MODERATION_PATHS } from '@kindred/contract/moderation-constants'
import { apiRequest } from '@/lib/api-client'

/**
 * Reports a memory, a comment or a person. A violation is stored for the moderators (`received`); a
 * personal reason stores nothing and answers with what the person can do themselves (`personal`).
 */
export function sendReport(body: ReportBody) {
  return apiRequest(MODERATION_PATHS.report, { method: 'POST', body, schema: ReportResponseSchema })
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport })
}
