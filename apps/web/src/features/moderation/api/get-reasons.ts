import { queryOptions, useQuery } from '@tanstack/react-query'
import { ReasonListResponseSchema } from '@kindred/contract/moderation'
import { MODERATION_PATHS } from '@kindred/contract/moderation-constants'
import type { ReportTarget } from '@kindred/contract/moderation-content'
import { REPORT_TARGETS } from '@kindred/contract/moderation-content-constants'
import { apiRequest } from '@/lib/api-client'
import { moderationKeys } from './keys'

/** The reasons to report a memory, a comment or a person; they change only with a release. */
export function getReasons(target: ReportTarget) {
  return apiRequest(MODERATION_PATHS.reasons(REPORT_TARGETS[target]), { schema: ReasonListResponseSchema })
}

export const reasonsQueryOptions = (target: ReportTarget) =>
  queryOptions({
    queryKey: moderationKeys.reasons(target),
    queryFn: () => getReasons(target),
    staleTime: Infinity,
  })

export function useReasons(target: ReportTarget, enabled = true) {
  return useQuery({ ...reasonsQueryOptions(target), enabled })
}
