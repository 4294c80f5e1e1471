import { useInfiniteQuery } from '@tanstack/react-query'
import { SuspensionsPageSchema } from '@kindred/contract/moderation-queue'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue-constants'
import { apiRequest } from '@/lib/api-client'
import { pagedQueryOptions } from '@/lib/paged-query'
import { moderationKeys } from './keys'

/** The people suspended now, the longest suspension first, ten a page (403 unless moderating). */
export function getSuspensions(page: number) {
  return apiRequest(MODERATION_QUEUE_PATHS.suspensions, { query: { page }, schema: SuspensionsPageSchema })
}

export const suspensionsQueryOptions = () => pagedQueryOptions(moderationKeys.suspensions, getSuspensions)

export function useSuspensions() {
  return useInfiniteQuery(suspensionsQueryOptions())
}
