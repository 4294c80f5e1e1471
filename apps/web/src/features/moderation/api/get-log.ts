import { useInfiniteQuery } from '@tanstack/react-query'
import { LogPageSchema } from '@kindred/contract/moderation-queue'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue-constants'
import { apiRequest } from '@/lib/api-client'
import { pagedQueryOptions } from '@/lib/paged-query'
import { moderationKeys } from './keys'

/** The moderators' decisions, newest first, ten a page: who, what kind of thing, when; never the content. */
export function getLog(page: number) {
  return apiRequest(MODERATION_QUEUE_PATHS.log, { query: { page }, schema: LogPageSchema })
}

export const logQueryOptions = () => pagedQueryOptions(moderationKeys.log, getLog)

export function useLog() {
  return useInfiniteQuery(logQueryOptions())
}
