import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { AppealsPageSchema, MODERATION_APPEAL_PATHS } from '@kindred/contract/moderation-appeals'
import { apiRequest } from '@/lib/api-client'
import { moderationKeys } from './keys'

/** Open appeals, the oldest first, ten a page (403 unless moderating). */
export function getAppeals(page: number) {
  return apiRequest(MODERATION_APPEAL_PATHS.appeals, { query: { page }, schema: AppealsPageSchema })
}

export const appealsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.appeals,
    queryFn: ({ pageParam }) => getAppeals(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
  })

export function useAppeals() {
  return useInfiniteQuery(appealsQueryOptions())
}
