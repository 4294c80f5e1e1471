import { useInfiniteQuery } from '@tanstack/react-query'
import { AppealsPageSchema } from '@kindred/contract/moderation-appeals'
import { MODERATION_APPEAL_PATHS } from '@kindred/contract/moderation-appeals-constants'
import { apiRequest } from '@/lib/api-client'
import { pagedQueryOptions } from '@/lib/paged-query'
import { moderationKeys } from './keys'

/** Open appeals, the oldest first, ten a page (403 unless moderating). */
export function getAppeals(page: number) {
  return apiRequest(MODERATION_APPEAL_PATHS.appeals, { query: { page }, schema: AppealsPageSchema })
}

export const appealsQueryOptions = () => pagedQueryOptions(moderationKeys.appeals, getAppeals)

export function useAppeals() {
  return useInfiniteQuery(appealsQueryOptions())
}
