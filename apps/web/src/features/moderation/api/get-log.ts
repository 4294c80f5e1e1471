import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { LogPageSchema, MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue'
import { apiRequest } from '@/lib/api-client'
import { moderationKeys } from './keys'

/** The moderators' decisions, newest first, ten a page: who, what kind of thing, when; never the content. */
export function getLog(page: number) {
  return apiRequest(MODERATION_QUEUE_PATHS.log, { query: { page }, schema: LogPageSchema })
}

export const logQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.log,
    queryFn: ({ pageParam }) => getLog(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
  })

export function useLog() {
  return useInfiniteQuery(logQueryOptions())
}
