import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { MODERATION_QUEUE_PATHS, SuspensionsPageSchema } from '@kindred/contract/moderation-queue'
import { apiRequest } from '@/lib/api-client'
import { moderationKeys } from './keys'

/** The people suspended now, the longest suspension first, ten a page (403 unless moderating). */
export function getSuspensions(page: number) {
  return apiRequest(MODERATION_QUEUE_PATHS.suspensions, { query: { page }, schema: SuspensionsPageSchema })
}

export const suspensionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.suspensions,
    queryFn: ({ pageParam }) => getSuspensions(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
  })

export function useSuspensions() {
  return useInfiniteQuery(suspensionsQueryOptions())
}
