import { useInfiniteQuery } from '@tanstack/react-query'
import { QueuePageSchema } from '@kindred/contract/moderation-queue'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue-constants'
import { apiRequest } from '@/lib/api-client'
import { pagedQueryOptions } from '@/lib/paged-query'
import { moderationKeys } from './keys'

/** Open reports grouped by what they are about, the longest waiting first, ten a page (403 unless moderating). */
export function getQueue(page: number) {
  return apiRequest(MODERATION_QUEUE_PATHS.queue, { query: { page }, schema: QueuePageSchema })
}

export const queueQueryOptions = () => pagedQueryOptions(moderationKeys.queue, getQueue)

/** "Show more" adds the next page below the reports already on screen. */
export function useQueue() {
  return useInfiniteQuery(queueQueryOptions())
}
