import { queryOptions, useQuery } from '@tanstack/react-query'
import { MODERATION_PATHS, ReasonListResponseSchema } from '@kindred/contract/moderation'
import { apiRequest } from '@/lib/api-client'
import { moderationKeys } from './keys'

/** The reasons to report a memory (1), a comment (2) or a person (3); they change only with a release. */
export function getReasons(targetKind: number) {
  return apiRequest(MODERATION_PATHS.reasons(targetKind), { schema: ReasonListResponseSchema })
}

export const reasonsQueryOptions = (targetKind: number) =>
  queryOptions({
    queryKey: moderationKeys.reasons(targetKind),
    queryFn: () => getReasons(targetKind),
    staleTime: Infinity,
  })

export function useReasons(targetKind: number, enabled = true) {
  return useQuery({ ...reasonsQueryOptions(targetKind), enabled })
}
